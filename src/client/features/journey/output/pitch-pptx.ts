import type PptxGenJS from 'pptxgenjs';
import type { PitchModel, PitchSection } from '../../../../domain/outputs/pitch';
import { addRwwSlides } from './rww-pptx';
import { addSessionAppendixSlides } from './session-pptx';

const BRAND = '1C3D8F';
const INK = '1F2937';
const FONT = 'Calibri';
// The Real/Win/Worth slide carries nine bullets; smaller type keeps long answers on the slide.
const CROWDED_SLIDE_BULLETS = 6;

function addTitleSlide(slide: PptxGenJS.Slide, pitch: PitchModel): void {
  slide.background = { color: BRAND };
  slide.addText(pitch.title, {
    x: 0.7,
    y: 2.2,
    w: 11.9,
    h: 1.6,
    fontFace: FONT,
    fontSize: 40,
    bold: true,
    color: 'FFFFFF',
    fit: 'shrink',
  });
  slide.addText(`${pitch.solution.type} · ${pitch.focus.label}`, {
    x: 0.7,
    y: 3.9,
    w: 11.9,
    h: 0.6,
    fontFace: FONT,
    fontSize: 20,
    color: 'E3E8FF',
  });
  const team = pitch.team.map((member) => member.name).join(', ');
  if (team)
    slide.addText(`Team: ${team}`, {
      x: 0.7,
      y: 6.2,
      w: 11.9,
      h: 0.6,
      fontFace: FONT,
      fontSize: 14,
      color: 'E3E8FF',
    });
}

function addSectionSlide(slide: PptxGenJS.Slide, section: PitchSection): void {
  slide.addShape('rect', { x: 0, y: 0, w: '100%', h: 0.15, fill: { color: BRAND }, line: { color: BRAND } });
  slide.addText(section.heading, {
    x: 0.7,
    y: 0.45,
    w: 11.9,
    h: 0.9,
    fontFace: FONT,
    fontSize: 30,
    bold: true,
    color: BRAND,
  });
  const bullets = section.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } }));
  slide.addText(bullets, {
    x: 0.7,
    y: 1.5,
    w: 11.9,
    h: 5.5,
    fontFace: FONT,
    fontSize: section.bullets.length > CROWDED_SLIDE_BULLETS ? 15 : 18,
    color: INK,
    valign: 'top',
    paraSpaceAfter: 8,
    fit: 'shrink',
  });
}

/**
 * The pitch as a 16:9 deck: a title slide, then one slide per pitch section, with Day's screen after
 * Real/Win/Worth, and the facilitated sessions at the end when there are any.
 */
export async function createPitchPptx(pitch: PitchModel): Promise<Blob> {
  const { default: Presentation } = await import('pptxgenjs');
  const pptx = new Presentation();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = pitch.title;
  pptx.company = 'Innovation Studio';
  addTitleSlide(pptx.addSlide(), pitch);
  for (const section of pitch.sections) {
    addSectionSlide(pptx.addSlide(), section);
    if (section.heading === 'Real/Win/Worth') addRwwSlides(pptx, pitch.rwwTable);
  }
  addSessionAppendixSlides(pptx, pitch.sessions);
  const file = await pptx.write({ outputType: 'blob' });
  if (!(file instanceof Blob)) throw new Error('pptxgenjs did not return a Blob');
  return file;
}
