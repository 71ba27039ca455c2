import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';

// WCAG 2 relative luminance and contrast ratio of two opaque sRGB colours.
function channels(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as [number, number, number];
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unsupported colour ${colour}`);
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function tooFaint(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor!;
  const colours = [
    {types: 'plain', colour: theme.plain.color!},
    ...theme.styles.filter((s) => s.style.color).map((s) => ({types: s.types.join(','), colour: s.style.color!})),
  ];
  return colours
    .filter(({colour}) => contrast(colour, background) < 4.5)
    .map(({types, colour}) => `${types} ${colour} ${contrast(colour, background).toFixed(2)}:1`);
}

describe('code block colours', () => {
  it('computes contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('rgb(118, 118, 118)', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('every token of the %s theme reaches 4.5:1 on its background', (_, theme) => {
    expect(tooFaint(theme)).toEqual([]);
  });
});
