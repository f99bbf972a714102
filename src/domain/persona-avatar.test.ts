import { describe, expect, it } from 'vitest';
import {
  avatarColours,
  avatarHue,
  escapeXml,
  personaInitials,
  renderPersonaAvatarSvg,
} from './persona-avatar';
import { PERSONAS } from './personas';

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

function contrastWithWhite(hsl: string): number {
  const [hue, saturation, lightness] = (hsl.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = hslToRgb(hue ?? 0, saturation ?? 0, lightness ?? 0).map(linear) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

const sample = { id: 'c1', name: 'Amara Okafor', category: 'consultant' } as const;

describe('renderPersonaAvatarSvg', () => {
  it('draws the initials on a circle, labelled with the name for assistive technology', () => {
    const svg = renderPersonaAvatarSvg(sample);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Amara Okafor"');
    expect(svg).toContain('<title>Amara Okafor</title>');
    expect(svg).toMatch(/<circle [^>]*fill="url\(#avatar-c1\)"/);
    expect(svg).toMatch(/>AO<\/text><\/svg>$/);
  });

  it('is deterministic', () => {
    expect(renderPersonaAvatarSvg(sample)).toBe(renderPersonaAvatarSvg({ ...sample }));
  });

  it('escapes names so they cannot break out of the markup', () => {
    const svg = renderPersonaAvatarSvg({ id: 'x"1', name: `<script>"Bo" & 'Al'`, category: 'banker' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('aria-label="&lt;script&gt;&quot;Bo&quot; &amp; &#39;Al&#39;"');
    expect(svg).toContain('id="avatar-x1"');
  });

  it('keeps white initials readable (contrast 4.5:1 or more) on every persona', () => {
    for (const persona of PERSONAS) {
      expect(contrastWithWhite(avatarColours(persona).light), persona.id).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('avatar colours', () => {
  it('tints each category with its own band of hues', () => {
    const hues = (category: string) => PERSONAS.filter((p) => p.category === category).map(avatarHue);
    for (const hue of hues('consultant')) expect(Math.abs(hue - 215)).toBeLessThanOrEqual(18);
    for (const hue of hues('technologist')) expect(Math.abs(hue - 165)).toBeLessThanOrEqual(18);
    for (const hue of hues('banker')) expect(Math.abs(hue - 25)).toBeLessThanOrEqual(18);
  });

  it('varies the colour with the id inside a category', () => {
    const technologistHues = new Set(PERSONAS.filter((p) => p.category === 'technologist').map(avatarHue));
    expect(technologistHues.size).toBeGreaterThan(4);
  });
});

describe('personaInitials', () => {
  it.each([
    ['Amara Okafor', 'AO'],
    ['Mei Lin Chen', 'MC'],
    ["Grace O'Connell", 'GO'],
    ['Tomás Herrera', 'TH'],
    ['Cher', 'C'],
    ['  ', '?'],
    ['élodie durand', 'ÉD'],
  ])('%s -> %s', (name, initials) => {
    expect(personaInitials(name)).toBe(initials);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters and leaves other text alone', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
    expect(escapeXml('Tomás')).toBe('Tomás');
  });
});
