import type { Persona, PersonaCategory } from './persona';

/**
 * Each category keeps to its own band of hues so a team reads at a glance. Lightness differs
 * per band because greens and ambers look brighter: each keeps white initials at 4.5:1 or more.
 */
const CATEGORY_TINT: Readonly<Record<PersonaCategory, { hue: number; lightness: number }>> = {
  consultant: { hue: 215, lightness: 38 },
  technologist: { hue: 165, lightness: 30 },
  banker: { hue: 25, lightness: 34 },
};
const SATURATION = 60;
const HUE_SPREAD = 36;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** FNV-1a: small, stable across runtimes, and spreads similar ids such as t1 and t2. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function avatarHue(persona: Pick<Persona, 'id' | 'category'>): number {
  const offset = (hashString(persona.id) % (HUE_SPREAD + 1)) - HUE_SPREAD / 2;
  return (CATEGORY_TINT[persona.category].hue + offset + 360) % 360;
}

export function personaInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initialOf = (word: string) => Array.from(word.replace(/^[^\p{L}]+/u, ''))[0] ?? '';
  return (initialOf(first) + (last ? initialOf(last) : '')).toUpperCase();
}

export function avatarColours(persona: Pick<Persona, 'id' | 'category'>): { light: string; dark: string } {
  const hue = avatarHue(persona);
  const { lightness } = CATEGORY_TINT[persona.category];
  return {
    light: `hsl(${hue}, ${SATURATION}%, ${lightness}%)`,
    dark: `hsl(${hue}, ${SATURATION}%, ${lightness - 12}%)`,
  };
}

/**
 * A deterministic initials avatar. It is generated rather than fetched so the app never
 * depends on a third-party image host and the same persona always looks the same.
 */
export function renderPersonaAvatarSvg(persona: Pick<Persona, 'id' | 'name' | 'category'>): string {
  const { light, dark } = avatarColours(persona);
  const name = escapeXml(persona.name);
  const initials = escapeXml(personaInitials(persona.name));
  const gradientId = `avatar-${persona.id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${light}"/>`,
    `<stop offset="1" stop-color="${dark}"/>`,
    `</linearGradient></defs>`,
    `<circle cx="64" cy="64" r="64" fill="url(#${gradientId})"/>`,
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif" font-size="46" font-weight="600" letter-spacing="1">${initials}</text>`,
    `</svg>`,
  ].join('');
}
