#!/usr/bin/env node
// Turns one of our SVG diagrams into the PNG that content shows through
// `@theme/IdealImage` (which only resizes raster images). The PNG is written
// next to the SVG, with the same name. Usage:
//   node tools/rasterize.mjs <file.svg>... [--width 1280]
// 1280 px is the largest size the ideal-image plugin generates (docusaurus.config.ts).
// Text is drawn with the fonts installed here (Noto Sans CJK SC from fonts-noto-cjk),
// so the PNG looks the same wherever the site is built.
import {statSync} from 'node:fs';
import {parseArgs} from 'node:util';
import sharp from 'sharp';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {width: {type: 'string', default: '1280'}},
});
if (positionals.length === 0 || positionals.some((p) => !p.endsWith('.svg'))) {
  console.error('usage: node tools/rasterize.mjs <file.svg>... [--width 1280]');
  process.exit(1);
}
const width = Number(values.width);

for (const svg of positionals) {
  const png = svg.replace(/\.svg$/, '.png');
  // Render at a density that gives at least `width` pixels, then scale down
  // exactly: sharper text than rendering at the target size directly.
  const {width: svgWidth} = await sharp(svg).metadata();
  const density = Math.ceil((72 * width * 2) / svgWidth);
  const info = await sharp(svg, {density})
    .resize({width})
    .flatten({background: '#ffffff'})
    // A 256-colour palette keeps flat diagrams small without visible loss.
    .png({palette: true, quality: 90, compressionLevel: 9, effort: 10})
    .toFile(png);
  console.log(`${png}: ${info.width}×${info.height}, ${(statSync(png).size / 1024).toFixed(1)} KB`);
}
