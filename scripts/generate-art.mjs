// Renders CareNest's illustrations (hand-written flat SVG scenes) to WebP in public/images/.
// Regenerate with: node scripts/generate-art.mjs   (needs only sharp, already a dependency)
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(import.meta.dirname, '..', 'public', 'images');

// ── tiny helpers ───────────────────────────────────────────────────────────────────────────────
const rng = (seed) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const f = (n) => Math.round(n * 10) / 10;
const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${rx}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
const poly = (pts, fill) => `<polygon points="${pts.map(f).join(' ')}" fill="${fill}"/>`;
const line = (x1, y1, x2, y2, stroke, w, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" ${extra}/>`;
const gradient = (id, [a, b], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

/** A smooth ridge across the width, filled down to the bottom. */
function ridge(w, h, y, amp, fill, seed, bumps = 4) {
  const r = rng(seed);
  const step = w / bumps;
  let d = `M0 ${h} L0 ${f(y + (r() - 0.5) * amp)}`;
  for (let i = 0; i < bumps; i++) {
    const x = (i + 1) * step;
    d += ` Q${f(x - step / 2)} ${f(y - amp * (0.4 + r()))} ${f(x)} ${f(y + (r() - 0.5) * amp)}`;
  }
  return `<path d="${d} L${w} ${h} Z" fill="${fill}"/>`;
}
const cloud = (x, y, s, fill) =>
  `<g fill="${fill}" opacity="0.9">${ellipse(x, y, 60 * s, 18 * s, fill)}${circle(x - 18 * s, y - 12 * s, 22 * s, fill)}${circle(x + 16 * s, y - 16 * s, 28 * s, fill)}</g>`;
function mountain(x, base, width, height, fill, snow) {
  const top = base - height;
  let s = poly(
    [x - width / 2, base, x - 18, top + 10, x, top, x + 22, top + 12, x + width / 2, base],
    fill,
  );
  if (snow) {
    const k = 0.28;
    s += poly(
      [
        x - width * k * 0.5,
        top + height * k,
        x - 18,
        top + 10,
        x,
        top,
        x + 22,
        top + 12,
        x + width * k * 0.55,
        top + height * k,
        x + 20,
        top + height * k * 0.8,
        x - 4,
        top + height * k * 1.05,
        x - 26,
        top + height * k * 0.8,
      ],
      snow,
    );
  }
  return s;
}
function water(y, w, h, [a, b], ripple) {
  const r = rng(Math.round(y));
  let s = rect(0, y, w, h - y, `url(#water)`);
  for (let i = 0; i < 14; i++) {
    const rx = r() * w;
    const ry = y + 12 + r() * (h - y - 20) * 0.6;
    s += line(rx, ry, rx + 30 + r() * 60, ry, ripple, 3, 'opacity="0.55"');
  }
  return { defs: gradient('water', [a, b]), body: s };
}
function tree(x, gy, s, leaf, trunk = '#6b4f3a') {
  return `<g>${rect(x - 5 * s, gy - 50 * s, 10 * s, 50 * s, trunk, 3)}${circle(x, gy - 80 * s, 34 * s, leaf)}${circle(x - 24 * s, gy - 60 * s, 24 * s, leaf)}${circle(x + 24 * s, gy - 62 * s, 26 * s, leaf)}${circle(x - 8 * s, gy - 104 * s, 20 * s, leaf, 'opacity="0.85"')}</g>`;
}
const pine = (x, gy, s, leaf) =>
  rect(x - 4 * s, gy - 22 * s, 8 * s, 22 * s, '#5b4333') +
  poly([x - 30 * s, gy - 18 * s, x, gy - 120 * s, x + 30 * s, gy - 18 * s], leaf);
function flowers(x, y, w, colors, n, seed, leaf = '#4f7d4a') {
  const r = rng(seed);
  let s = ellipse(x + w / 2, y, w / 2 + 8, 16, leaf);
  for (let i = 0; i < n; i++)
    s += circle(x + r() * w, y - 6 + r() * 14, 4 + r() * 4, colors[i % colors.length]);
  return s;
}
function roof(o, x, top, w) {
  const { roof: color, roofType = 'gable' } = o;
  if (roofType === 'gable')
    return poly([x - 16, top + 2, x + w / 2, top - (o.roofH ?? 90), x + w + 16, top + 2], color);
  if (roofType === 'hip') {
    const peak = top - (o.roofH ?? 55);
    return poly([x - 14, top + 2, x + 40, peak, x + w - 40, peak, x + w + 14, top + 2], color);
  }
  return rect(x - 6, top - 14, w + 12, 16, color, 3);
}
function windowAt(o, wx, wy, cw, rh, lastRow) {
  const { trim = '#ffffff', glass = '#bfe0ea' } = o;
  let s =
    rect(wx - 3, wy - 3, cw * 0.56 + 6, rh * 0.6 + 6, trim, 3) +
    rect(wx, wy, cw * 0.56, rh * 0.6, glass, 2);
  if (o.balcony && !lastRow) s += rect(wx - 8, wy + rh * 0.6 + 6, cw * 0.56 + 16, 8, o.balcony, 2);
  return s;
}
function building(o) {
  const { x, gy, w, h, wall, cols, rows } = o;
  const top = gy - h;
  let s = rect(x, top, w, h, wall) + roof(o, x, top, w);
  const cw = w / cols;
  const rh = (h - 20) / rows;
  const doorCol = Math.floor(cols / 2);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lastRow = r === rows - 1;
      if (lastRow && o.door && c === doorCol) continue;
      const wx = x + c * cw + cw * 0.22;
      const wy = top + 16 + r * rh + rh * 0.14;
      s += windowAt(o, wx, wy, cw, rh, lastRow);
    }
  }
  if (o.door) {
    const dx = x + doorCol * cw + cw * 0.2;
    s +=
      rect(dx - 10, gy - rh * 0.82 - 12, cw * 0.6 + 20, 12, o.roof, 3) +
      rect(dx, gy - rh * 0.82, cw * 0.6, rh * 0.82, o.door, 3);
  }
  return s;
}
const wheelchair = (x, gy, k, flip, hip) =>
  circle(
    x + 4 * k * flip,
    gy - 20 * k,
    20 * k,
    'none',
    `stroke="#4a4f5a" stroke-width="${5 * k}"`,
  ) + line(x - 14 * k * flip, hip - 30 * k, x - 14 * k * flip, gy - 18 * k, '#4a4f5a', 5 * k);
const seatedLegs = (x, gy, k, flip, hip, legs) =>
  rect(Math.min(x, x + 30 * k * flip) - 2 * k, hip - 8 * k, 34 * k, 13 * k, legs, 6 * k) +
  rect(x + 24 * k * flip - 5 * k, hip, 11 * k, gy - hip, legs, 5 * k);
const standingLegs = (x, gy, k, hip, legs) =>
  rect(x - 10 * k, hip - 4 * k, 9 * k, gy - hip + 4 * k, legs, 4 * k) +
  rect(x + 1 * k, hip - 4 * k, 9 * k, gy - hip + 4 * k, legs, 4 * k);
const head = (x, shoulder, k, skin, hair) =>
  circle(x, shoulder - 13 * k, 11 * k, skin) +
  `<path d="M${f(x - 11 * k)} ${f(shoulder - 13 * k)} a${f(11 * k)} ${f(11 * k)} 0 0 1 ${f(22 * k)} 0 q${f(-11 * k)} ${f(-5 * k)} ${f(-22 * k)} 0z" fill="${hair}"/>`;
const SKIN = ['#8d5a3b', '#f0c8a0', '#c68b5e', '#5b3a29', '#e3a77c'];
/** A faceless person; kind: stand | cane | sit | chair (wheelchair). (x, gy) is where the feet rest. */
const PERSON_DEFAULTS = { legs: '#3b3f4a', skin: 0, hair: '#d9d4cc', kind: 'stand', flip: 1 };
function person(x, gy, s, look) {
  const { top, legs, skin, hair, kind, flip } = { ...PERSON_DEFAULTS, ...look };
  const k = s / 100;
  const seated = kind === 'sit' || kind === 'chair';
  const hip = seated ? gy - 45 * k : gy - 46 * k;
  const shoulder = hip - 36 * k;
  let g = kind === 'chair' ? wheelchair(x, gy, k, flip, hip) : '';
  g += seated ? seatedLegs(x, gy, k, flip, hip, legs) : standingLegs(x, gy, k, hip, legs);
  g += rect(x - 13 * k, shoulder, 26 * k, hip - shoulder + 4 * k, top, 11 * k);
  g += head(x, shoulder, k, SKIN[skin % SKIN.length], hair);
  if (kind === 'cane')
    g += line(x + 16 * k * flip, hip - 2 * k, x + 22 * k * flip, gy, '#6b4f3a', 3 * k);
  return `<g>${g}</g>`;
}
const bench = (x, gy, s, c = '#8a5a3c') =>
  rect(x, gy - 30 * s, 110 * s, 8 * s, c, 3) +
  rect(x, gy - 52 * s, 110 * s, 7 * s, c, 3) +
  rect(x + 8 * s, gy - 30 * s, 6 * s, 30 * s, '#4a3a30') +
  rect(x + 96 * s, gy - 30 * s, 6 * s, 30 * s, '#4a3a30');
function dome(x, gy, s, c, shade) {
  const k = s;
  return [
    rect(x - 120 * k, gy - 50 * k, 240 * k, 50 * k, c),
    ...[-90, -60, -30, 0, 30, 60, 90].map((dx) =>
      rect(x + dx * k - 4 * k, gy - 46 * k, 8 * k, 40 * k, shade),
    ),
    rect(x - 55 * k, gy - 90 * k, 110 * k, 40 * k, c),
    `<path d="M${f(x - 50 * k)} ${f(gy - 90 * k)} A${f(50 * k)} ${f(58 * k)} 0 0 1 ${f(x + 50 * k)} ${f(gy - 90 * k)} Z" fill="${c}"/>`,
    rect(x - 8 * k, gy - 166 * k, 16 * k, 22 * k, c),
    circle(x, gy - 170 * k, 6 * k, shade),
  ].join('');
}
// ── interiors ──────────────────────────────────────────────────────────────────────────────────
let clipCount = 0;
function windowView(x, y, w, h, v) {
  const id = `win${(clipCount += 1)}`;
  let s = rect(x, y, w, h, v.sky);
  if (v.mountain)
    s += `<g clip-path="url(#${id})">${mountain(x + w * 0.6, y + h * 0.62, w * 0.9, h * 0.4, v.mountain, '#ffffff')}</g>`;
  if (v.water) s += rect(x, y + h * 0.6, w, h * 0.4, v.water);
  s += rect(x, y + h * (v.water ? 0.8 : 0.6), w, h * (v.water ? 0.2 : 0.4), v.ground);
  const gy = y + h * (v.water ? 0.8 : 0.6);
  const ty = v.water ? y + h * 0.6 - w * 0.03 : gy;
  if (v.trees)
    for (let i = 0; i < 3; i++)
      s += circle(x + w * (0.2 + i * 0.3), ty, w * (v.water ? 0.05 : 0.08), v.trees);
  return `<defs><clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs>${s}${rect(x - 10, y - 10, w + 20, 10, v.frame)}${rect(x - 10, y + h, w + 20, 14, v.frame)}${rect(x - 10, y, 10, h, v.frame)}${rect(x + w, y, 10, h, v.frame)}${rect(x + w / 2 - 4, y, 8, h, v.frame)}${rect(x, y + h / 2 - 4, w, 8, v.frame)}`;
}
const plant = (x, fy, s, pot = '#c0673f', leaf = '#4d7f52') =>
  [-40, -15, 10, 35]
    .map(
      (a, i) =>
        `<ellipse cx="${f(x + a * 0.6 * s)}" cy="${f(fy - 70 * s - (i % 2) * 20 * s)}" rx="${f(14 * s)}" ry="${f(34 * s)}" fill="${leaf}" transform="rotate(${a} ${f(x)} ${f(fy - 40 * s)})"/>`,
    )
    .join('') +
  poly([x - 26 * s, fy - 48 * s, x + 26 * s, fy - 48 * s, x + 18 * s, fy, x - 18 * s, fy], pot);
const sofa = (x, fy, w, c, dark, s = 1) =>
  rect(x, fy - 108 * s, w, 70 * s, c, 18 * s) +
  rect(x - 16 * s, fy - 90 * s, 34 * s, 64 * s, dark, 14 * s) +
  rect(x + w - 18 * s, fy - 90 * s, 34 * s, 64 * s, dark, 14 * s) +
  rect(x + 10 * s, fy - 62 * s, w - 20 * s, 36 * s, dark, 10 * s) +
  rect(x + 4 * s, fy - 28 * s, 10 * s, 28 * s, '#4a3a30') +
  rect(x + w - 14 * s, fy - 28 * s, 10 * s, 28 * s, '#4a3a30');
const bed = (x, fy, w, s, { frame: wood = '#7a5a40', sheet = '#f7f3ee', quilt }) =>
  rect(x, fy - 150 * s, 26 * s, 150 * s, wood, 8 * s) +
  rect(x + w - 16 * s, fy - 90 * s, 16 * s, 90 * s, wood, 6 * s) +
  rect(x + 10 * s, fy - 86 * s, w - 20 * s, 50 * s, sheet, 10 * s) +
  rect(x + 30 * s, fy - 112 * s, 110 * s, 32 * s, '#ffffff', 14 * s) +
  rect(x + 150 * s, fy - 92 * s, w - 170 * s, 66 * s, quilt, 12 * s) +
  rect(x + 150 * s, fy - 92 * s, 36 * s, 66 * s, sheet, 8 * s) +
  rect(x + 20 * s, fy - 30 * s, 10 * s, 30 * s, wood) +
  rect(x + w - 30 * s, fy - 30 * s, 10 * s, 30 * s, wood);
const lamp = (x, fy, h, shade) =>
  line(x, fy, x, fy - h, '#4a4a4a', 5) +
  ellipse(x, fy, 24, 6, '#4a4a4a') +
  poly([x - 34, fy - h + 4, x - 22, fy - h - 46, x + 22, fy - h - 46, x + 34, fy - h + 4], shade);
function shelf(x, y, w, h, wood, seed) {
  const r = rng(seed);
  const cols = ['#b6543a', '#3d6e8c', '#d6a441', '#5f8a5a', '#7a5a8c', '#e0d6c4'];
  let s = rect(x, y, w, h, wood, 4);
  for (let row = 0; row < 3; row++) {
    const sy = y + 12 + row * (h / 3);
    s += rect(x + 8, sy, w - 16, h / 3 - 18, '#f4ede2', 2);
    for (let bx = x + 12; bx < x + w - 26; bx += 14 + r() * 6) {
      const bh = (h / 3 - 24) * (0.7 + r() * 0.3);
      s += rect(bx, sy + (h / 3 - 18) - bh, 12, bh, cols[Math.floor(r() * cols.length)], 2);
    }
  }
  return s;
}
const frame = (x, y, w, h, a, b) =>
  rect(x - 8, y - 8, w + 16, h + 16, '#7a5a40', 3) +
  rect(x, y, w, h, a) +
  ridge(w, h, h * 0.6, h * 0.3, b, 5, 2).replace('<path', `<path transform="translate(${x} ${y})"`);
const table = (x, fy, w, top, s = 1, leg = '#6b4f3a') =>
  rect(x, fy - 78 * s, w, 12 * s, top, 4) +
  rect(x + 14 * s, fy - 66 * s, 8 * s, 66 * s, leg) +
  rect(x + w - 22 * s, fy - 66 * s, 8 * s, 66 * s, leg);
/** People at a craft table, an easel and windows: the adult day activity room. */
function activityRoom(w, h, s) {
  const k = s / 100;
  const gy = h * 0.96;
  const seats = [0.2, 0.4, 0.6, 0.8].map((p) => p * w * 0.82);
  return indoor(w, h, { wall: '#fdf1dc', floor: '#c79a6b', floorY: 0.66 }, [
    windowView(w * 0.06, h * 0.1, w * 0.33, h * 0.36, {
      sky: '#f9e3b8',
      mountain: '#a7a2c2',
      water: '#84b6cc',
      ground: '#9ebf84',
      frame: '#ffffff',
    }),
    windowView(w * 0.5, h * 0.1, w * 0.33, h * 0.36, {
      sky: '#f9e3b8',
      trees: '#5e8f55',
      ground: '#9ebf84',
      frame: '#ffffff',
    }),
    ...seats.map((x, i) =>
      person(x, gy, s, {
        top: ['#b6543a', '#3d6e8c', '#5f8a5a', '#8a4f7d'][i],
        skin: i + 1,
        kind: 'sit',
        hair: ['#f2f2f2', '#bdbdbd', '#4a3a30', '#ececec'][i],
        flip: i % 2 ? -1 : 1,
      }),
    ),
    table(seats[0] - 70 * k, gy + 7 * k, seats[3] - seats[0] + 140 * k, '#e3b77a', 0.6 * k),
    ...seats.map((x, i) =>
      rect(
        x - 24 * k + 14 * k * (i % 2 ? -1 : 1),
        gy - 46 * k,
        48 * k,
        7 * k,
        ['#e0577a', '#5f9ec6', '#f2c14e', '#7a5cb8'][i],
        2,
      ),
    ),
    ...seats.map((x, i) => circle(x + 40 * k * (i % 2 ? -1 : 1), gy - 47 * k, 7 * k, '#ffffff')),
    line(w * 0.86, h * 0.98, w * 0.885, h * 0.55, '#7a5a40', 8) +
      line(w * 0.97, h * 0.98, w * 0.945, h * 0.55, '#7a5a40', 8),
    rect(w * 0.84, h * 0.5, w * 0.15, h * 0.2, '#ffffff', 4) +
      circle(w * 0.915, h * 0.56, 20 * k, '#f2c14e'),
  ]);
}

// ── scene frame ────────────────────────────────────────────────────────────────────────────────
/** Sky with an optional sun and clouds; `parts` are SVG strings or { defs, body }. */
function outdoor(w, h, { sky, sun, clouds = [], cloudColor = '#ffffff' }, parts) {
  const defs = [gradient('sky', sky)];
  const body = [rect(0, 0, w, h, 'url(#sky)')];
  if (sun) body.push(circle(sun[0] * w, sun[1] * h, sun[2], sun[3], 'opacity="0.9"'));
  for (const [x, y, s] of clouds) body.push(cloud(x * w, y * h, s, cloudColor));
  for (const p of parts.flat()) {
    if (typeof p === 'string') {
      body.push(p);
    } else {
      defs.push(p.defs);
      body.push(p.body);
    }
  }
  return { defs: defs.join(''), body: body.join('') };
}
function indoor(w, h, { wall, floor, floorY = 0.72, trim = '#ffffff' }, parts) {
  const fy = h * floorY;
  return {
    defs: '',
    body: [
      rect(0, 0, w, fy, wall),
      rect(0, fy, w, h - fy, floor),
      rect(0, fy - 14, w, 14, trim),
      ...parts.flat(),
    ].join(''),
  };
}
const shape = (pts, fill) => `<path d="M${pts.map(f).join(' ')}Z" fill="${fill}"/>`;

// ── the scenes ─────────────────────────────────────────────────────────────────────────────────
const ROSES = ['#e0577a', '#c0334d', '#f28c8c', '#f6b8c8', '#fdf0f2'];
const LAVENDER = ['#9d7ad2', '#b79be6', '#7a5cb8', '#e7dcf7'];
const SCENES = {
  // 1 Rose City Gardens, Portland: garden community with Mt Hood behind.
  'samples/sample-1-1': (w, h) =>
    outdoor(
      w,
      h,
      {
        sky: ['#fbd9b8', '#fdf1e2'],
        sun: [0.82, 0.2, 60, '#fff4d6'],
        clouds: [
          [0.2, 0.16, 1.2],
          [0.55, 0.1, 0.8],
        ],
      },
      [
        mountain(w * 0.3, h * 0.55, 520, 240, '#b9a9c4', '#fbf7f2'),
        ridge(w, h, h * 0.55, 40, '#9cc08a', 3),
        building({
          x: 330,
          gy: h * 0.72,
          w: 560,
          h: 200,
          wall: '#f3e1c7',
          roof: '#9b4a3c',
          cols: 7,
          rows: 2,
          door: '#6e3b2e',
          trim: '#fffaf2',
        }),
        tree(250, h * 0.73, 1.4, '#5e8f55'),
        tree(980, h * 0.74, 1.6, '#4f7d4a'),
        tree(1110, h * 0.72, 1.1, '#6ea063'),
        ridge(w, h, h * 0.74, 20, '#7fae6d', 8, 3),
        shape([520, h, 560, h * 0.74, 640, h * 0.74, 760, h], '#e9d3b0'),
        flowers(90, h * 0.86, 320, ROSES, 70, 11),
        flowers(820, h * 0.88, 300, ROSES, 70, 12),
        flowers(80, h * 0.97, 380, ROSES, 60, 13),
        person(610, h * 0.9, 120, { top: '#2f6f8f', skin: 1 }),
        person(665, h * 0.9, 115, { top: '#c0673f', skin: 0, kind: 'cane', hair: '#f2f2f2' }),
      ],
    ),
  'samples/sample-1-2': (w, h) =>
    outdoor(w, h, { sky: ['#fff1c9', '#fdf7ea'], clouds: [[0.75, 0.14, 1]] }, [
      ridge(w, h, h * 0.5, 30, '#a9c99a', 4),
      building({
        x: -40,
        gy: h * 0.62,
        w: 380,
        h: 220,
        wall: '#f3e1c7',
        roof: '#9b4a3c',
        cols: 4,
        rows: 2,
        trim: '#fffaf2',
      }),
      tree(1080, h * 0.64, 1.8, '#5e8f55'),
      rect(0, h * 0.62, w, h * 0.38, '#8fbb79'),
      ...[430, 600, 770, 940].map((x) => rect(x, h * 0.3, 18, h * 0.5, '#f7efe3', 3)),
      rect(400, h * 0.27, 590, 22, '#f7efe3', 4),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
        circle(420 + i * 80, h * 0.28, 26, i % 2 ? '#6f9b5a' : '#e0577a', 'opacity="0.9"'),
      ),
      bench(610, h * 0.8, 1.6),
      person(660, h * 0.8, 125, { top: '#8a4f7d', skin: 2, kind: 'sit', hair: '#f2f2f2' }),
      person(740, h * 0.8, 125, { top: '#3d6e8c', skin: 1, kind: 'sit', hair: '#a8a8a8' }),
      flowers(60, h * 0.9, 340, ROSES, 80, 21),
      flowers(860, h * 0.92, 300, ROSES, 70, 22),
      shape([480, h, 560, h * 0.8, 900, h * 0.8, 980, h], '#e9d3b0'),
    ]),
  // 2 Puget Vista, Seattle: apartments above the Sound, Olympics beyond.
  'samples/sample-2-1': (w, h) =>
    outdoor(
      w,
      h,
      {
        sky: ['#a9d3ee', '#e8f4fb'],
        clouds: [
          [0.15, 0.14, 1],
          [0.7, 0.2, 1.3],
        ],
      },
      [
        mountain(760, h * 0.5, 420, 170, '#8ea3c0', '#f4f8fc'),
        mountain(1010, h * 0.5, 360, 130, '#9fb2cc', '#f4f8fc'),
        mountain(540, h * 0.5, 300, 100, '#a8b9d1', '#f4f8fc'),
        water(h * 0.5, w, h, ['#4f8fb8', '#7fb4d4'], '#d6ecf7'),
        ridge(w, h, h * 0.74, 24, '#6f9b6a', 9, 3),
        building({
          x: 80,
          gy: h * 0.82,
          w: 440,
          h: 430,
          wall: '#e8e2d8',
          roof: '#47606f',
          roofType: 'flat',
          cols: 5,
          rows: 5,
          balcony: '#47606f',
          door: '#2f4a5a',
          glass: '#a9d6ec',
        }),
        pine(600, h * 0.82, 1.6, '#2f5d46'),
        pine(660, h * 0.84, 1.2, '#3b6e52'),
        pine(40, h * 0.86, 1.4, '#2f5d46'),
        rect(0, h * 0.86, w, h * 0.14, '#d9cdb8'),
        person(820, h * 0.95, 120, { top: '#d6a441', skin: 3, hair: '#3a3a3a' }),
        person(880, h * 0.95, 118, { top: '#5f8a5a', skin: 1 }),
      ],
    ),
  'samples/sample-2-2': (w, h) =>
    indoor(w, h, { wall: '#e9eef0', floor: '#b98d63' }, [
      windowView(560, 110, 520, 380, {
        sky: '#bfe2f5',
        mountain: '#8ea3c0',
        water: '#5f9ec6',
        ground: '#6f9b6a',
        frame: '#ffffff',
      }),
      shelf(80, 170, 300, 410, '#8a6446', 7),
      ellipse(700, h * 0.86, 320, 60, '#d9c6a5'),
      rect(500, h * 0.72 - 150, 180, 110, '#3d6e8c', 24),
      rect(480, h * 0.72 - 60, 220, 60, '#2f5a73', 18),
      person(590, h * 0.72 - 20, 120, { top: '#c0673f', skin: 4, kind: 'sit', hair: '#f2f2f2' }),
      plant(1120, h * 0.72 + 30, 1.4),
      lamp(420, h * 0.72, 280, '#f3d9a4'),
    ]),
  // 3 Columbia Riverside, Vancouver WA: a single-level home by the river.
  'samples/sample-3-1': (w, h) =>
    outdoor(
      w,
      h,
      { sky: ['#cfe6e0', '#f3f7ef'], sun: [0.18, 0.22, 50, '#fff6dc'], clouds: [[0.7, 0.15, 1]] },
      [
        ridge(w, h, h * 0.42, 40, '#a7c4b5', 14),
        ridge(w, h, h * 0.5, 26, '#86ad8e', 15, 5),
        building({
          x: 170,
          gy: h * 0.62,
          w: 860,
          h: 110,
          wall: '#efe6d6',
          roof: '#5f6f6a',
          roofType: 'hip',
          cols: 10,
          rows: 1,
          door: '#4f6b62',
        }),
        tree(110, h * 0.62, 1.2, '#5a8a63'),
        tree(1100, h * 0.62, 1.3, '#4f7d5a'),
        rect(0, h * 0.62, w, h * 0.1, '#9cc08a'),
        flowers(200, h * 0.68, 240, LAVENDER, 50, 31),
        flowers(760, h * 0.68, 260, ['#f2c14e', '#f7dc8a', '#e89a3c'], 50, 32),
        water(h * 0.72, w, h, ['#5b9aa8', '#3f7f8f'], '#cde8ec'),
      ],
    ),
  'samples/sample-3-2': (w, h) =>
    outdoor(w, h, { sky: ['#e4dcf1', '#f6f3fa'] }, [
      ridge(w, h, h * 0.45, 30, '#b3c8a8', 16),
      rect(0, h * 0.55, w, h * 0.45, '#a3c293'),
      ellipse(w / 2, h * 0.78, 440, 120, 'none', 'stroke="#eadcc2" stroke-width="46"'),
      ...[
        [120, 0.62],
        [880, 0.62],
        [300, 0.95],
        [760, 0.97],
      ].map(
        ([x, y]) =>
          rect(x, h * y - 50, 220, 50, '#a0795a', 8) +
          flowers(x + 10, h * y - 50, 200, LAVENDER, 40, x),
      ),
      circle(w / 2, h * 0.73, 34, '#cfc6b8') + rect(w / 2 - 8, h * 0.73, 16, 50, '#cfc6b8'),
      bench(880, h * 0.83, 1.5, '#7a5a8c'),
      person(930, h * 0.83, 120, { top: '#5f8a5a', skin: 0, kind: 'sit', hair: '#ececec' }),
      person(1005, h * 0.83, 120, { top: '#7a5cb8', skin: 4, kind: 'sit', hair: '#4a3a30' }),
      tree(160, h * 0.55, 1.4, '#6a9a6a'),
      tree(1080, h * 0.56, 1.1, '#7aa874'),
    ]),
  // 4 Lakeview Respite Suites, Bellevue: on the lake at dusk; a furnished suite.
  'samples/sample-4-1': (w, h) =>
    outdoor(
      w,
      h,
      { sky: ['#e6c7da', '#fbe7d6'], sun: [0.7, 0.42, 70, '#fff1d2'], clouds: [[0.3, 0.15, 1.1]] },
      [
        ridge(w, h, h * 0.45, 30, '#8d86a8', 17),
        ...[120, 260, 420, 980, 1100].map((x, i) =>
          pine(x, h * 0.5, 0.7 + (i % 2) * 0.2, '#5c5f7e'),
        ),
        water(h * 0.5, w, h, ['#c6a6c4', '#7f8fb8'], '#f6e4ee'),
        rect(0, h * 0.7, w, h * 0.3, '#8fae7e'),
        building({
          x: 420,
          gy: h * 0.78,
          w: 460,
          h: 250,
          wall: '#f5efe6',
          roof: '#5c5f7e',
          roofType: 'flat',
          cols: 6,
          rows: 3,
          door: '#3f4466',
          balcony: '#5c5f7e',
        }),
        rect(880, h * 0.69, 200, 10, '#8a6446'),
        ...[900, 1000, 1060].map((x) => rect(x, h * 0.69, 6, 30, '#6b4f3a')),
        tree(300, h * 0.8, 1.3, '#5e8f55'),
        tree(1000, h * 0.84, 1.1, '#6ea063'),
      ],
    ),
  'samples/sample-4-2': (w, h) =>
    indoor(w, h, { wall: '#f4e9dd', floor: '#a9825f' }, [
      windowView(120, 110, 360, 300, {
        sky: '#f5d6c6',
        water: '#9ba7cc',
        ground: '#8fae7e',
        trees: '#5c5f7e',
        frame: '#ffffff',
      }),
      frame(790, 130, 220, 140, '#fbe7d6', '#8d86a8'),
      bed(600, h * 0.78, 560, 1.3, { quilt: '#b36b5e' }),
      rect(470, h * 0.78 - 110, 110, 110, '#8a6446', 6),
      lamp(525, h * 0.78 - 110, 40, '#f3d9a4'),
      sofa(120, h * 0.92, 190, '#7f8fb8', '#66739b', 0.9),
      ellipse(520, h * 0.93, 220, 36, '#d7b8a0'),
      plant(1150, h * 0.95, 1.1),
    ]),
  // 5 Commencement Bay Adult Day Center, Tacoma: Mt Rainier over the bay; the activity room.
  'samples/sample-5-1': (w, h) =>
    outdoor(
      w,
      h,
      {
        sky: ['#f9d7a0', '#fdf0d8'],
        clouds: [
          [0.2, 0.12, 1],
          [0.85, 0.1, 0.8],
        ],
      },
      [
        mountain(720, h * 0.52, 760, 330, '#a7a2c2', '#ffffff'),
        ridge(w, h, h * 0.52, 14, '#7e9a86', 18, 6),
        water(h * 0.54, w, h, ['#5f97b3', '#84b6cc'], '#e8f3f7'),
        rect(0, h * 0.7, w, h * 0.3, '#9ebf84'),
        building({
          x: 160,
          gy: h * 0.86,
          w: 520,
          h: 210,
          wall: '#f7e6c9',
          roof: '#b25b33',
          cols: 6,
          rows: 2,
          door: '#7a3f23',
          roofH: 70,
        }),
        tree(90, h * 0.87, 1.2, '#5e8f55'),
        tree(780, h * 0.86, 1.5, '#4f7d4a'),
        shape([340, h, 400, h * 0.86, 460, h * 0.86, 560, h], '#ead7b5'),
        person(900, h * 0.95, 130, { top: '#2f6f8f', skin: 3, kind: 'cane', hair: '#ececec' }),
        person(980, h * 0.95, 130, { top: '#d6a441', skin: 1, hair: '#7a5a40' }),
      ],
    ),
  'samples/sample-5-2': (w, h) => activityRoom(w, h, 210),
  // 6 Capitol Hills, Olympia: the capitol dome on the hills; the therapy room.
  'samples/sample-6-1': (w, h) =>
    outdoor(
      w,
      h,
      {
        sky: ['#b9dcf2', '#eef7fb'],
        clouds: [
          [0.25, 0.14, 1.1],
          [0.78, 0.2, 0.9],
        ],
      },
      [
        ridge(w, h, h * 0.5, 50, '#9dbf9a', 19),
        dome(820, h * 0.47, 0.9, '#f4f1ea', '#c9c3b6'),
        ...[620, 700, 960, 1040].map((x, i) => pine(x, h * 0.5, 0.6 + (i % 2) * 0.2, '#4e7a5c')),
        ridge(w, h, h * 0.6, 20, '#86ad7c', 20, 3),
        building({
          x: 90,
          gy: h * 0.84,
          w: 600,
          h: 230,
          wall: '#e9eef2',
          roof: '#3f6a7a',
          roofType: 'flat',
          cols: 7,
          rows: 2,
          door: '#2f5260',
          glass: '#aed8ea',
        }),
        rect(0, h * 0.84, w, h * 0.16, '#d8d2c6'),
        tree(770, h * 0.85, 1.4, '#5e8f55'),
        person(930, h * 0.95, 130, { top: '#3d6e8c', skin: 2, kind: 'chair', hair: '#ececec' }),
        person(1010, h * 0.95, 130, { top: '#5f8a5a', skin: 1, hair: '#4a3a30' }),
      ],
    ),
  'samples/sample-6-2': (w, h) =>
    indoor(w, h, { wall: '#e2f1ec', floor: '#b7c4c9', trim: '#f7fbfa' }, [
      windowView(760, 100, 360, 280, {
        sky: '#cfe8f5',
        trees: '#5e8f55',
        ground: '#9dbf9a',
        frame: '#ffffff',
      }),
      ...[80, 110, 140, 170, 200].map((x) => rect(x, 120, 10, h * 0.72 - 120, '#c79a6b', 3)),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(80, 150 + i * 52, 130, 8, '#c79a6b', 3)),
      line(340, h * 0.86 - 92, 840, h * 0.86 - 92, '#8aa3ad', 8),
      person(560, h * 0.88, 160, { top: '#d6a441', skin: 3, hair: '#ececec' }),
      person(700, h * 0.9, 165, {
        top: '#2f7f7a',
        legs: '#2f7f7a',
        skin: 1,
        hair: '#4a3a30',
        flip: -1,
      }),
      ...[350, 830].map((x) => rect(x - 5, h * 0.93 - 110, 10, 110, '#6b7f88')),
      line(340, h * 0.93 - 106, 840, h * 0.93 - 106, '#6b7f88', 10),
      circle(1010, h * 0.84, 80, '#5f9ec6'),
      rect(880, h * 0.94, 290, 20, '#3f6a7a', 6),
    ]),
  // Care-type heroes: drawn on a 1200 × 675 canvas, rendered at 1600 × 900.
  'services/assisted-living': (w, h) =>
    outdoor(
      w,
      h,
      {
        sky: ['#f8d3b0', '#fdf2e4'],
        sun: [0.12, 0.2, 54, '#fff3d9'],
        clouds: [
          [0.45, 0.14, 1.1],
          [0.8, 0.2, 0.9],
        ],
      },
      [
        ridge(w, h, h * 0.5, 36, '#a9c79a', 23),
        building({
          x: 620,
          gy: h * 0.68,
          w: 520,
          h: 190,
          wall: '#f6e4cc',
          roof: '#8d4a3a',
          cols: 6,
          rows: 2,
          door: '#5e3328',
          trim: '#fffaf2',
          roofH: 70,
        }),
        tree(540, h * 0.7, 1.3, '#5e8f55'),
        tree(1160, h * 0.7, 1.1, '#6ea063'),
        rect(0, h * 0.68, w, h * 0.32, '#8fbb79'),
        shape([200, h, 880, h * 0.68, 960, h * 0.68, 580, h], '#ecd8b6'),
        flowers(30, h * 0.78, 300, ROSES, 70, 41),
        flowers(800, h * 0.86, 360, ['#f2c14e', '#e0577a', '#fdf0f2'], 80, 42),
        person(400, h * 0.95, 200, { top: '#2f7f7a', skin: 3, hair: '#3a2a20' }),
        person(470, h * 0.95, 192, { top: '#b6543a', skin: 1, kind: 'cane', hair: '#f2f2f2' }),
      ],
    ),
  'services/independent-living': (w, h) =>
    outdoor(
      w,
      h,
      { sky: ['#ffe6a6', '#fff8e6'], sun: [0.86, 0.18, 60, '#fff2c2'], clouds: [[0.3, 0.12, 1.1]] },
      [
        ridge(w, h, h * 0.48, 30, '#b7d3a4', 24),
        ...[40, 330, 620].map((x, i) =>
          building({
            x,
            gy: h * 0.66,
            w: 240,
            h: 140 + i * 16,
            wall: ['#fbeed6', '#e6efe9', '#f6e0d4'][i],
            roof: ['#4f7d8c', '#b6543a', '#5f8a5a'][i],
            cols: 3,
            rows: 2,
            door: '#3f4a52',
            roofH: 50,
          }),
        ),
        tree(960, h * 0.67, 1.5, '#5e8f55'),
        tree(1110, h * 0.66, 1.2, '#6ea063'),
        rect(0, h * 0.66, w, h * 0.34, '#9fc585'),
        rect(0, h * 0.76, w, 44, '#e6d6b8'),
        bench(880, h * 0.74, 1.4),
        flowers(60, h * 0.92, 340, ['#f2c14e', '#e89a3c', '#ffffff'], 70, 43),
        person(600, h * 0.97, 196, { top: '#3d6e8c', skin: 0, hair: '#d9d4cc' }),
        person(680, h * 0.97, 190, { top: '#d6a441', skin: 4, hair: '#ececec', flip: -1 }),
      ],
    ),
  'services/memory-care': (w, h) =>
    outdoor(w, h, { sky: ['#e4dcf1', '#f6f3fa'], clouds: [[0.2, 0.14, 1]] }, [
      ridge(w, h, h * 0.42, 28, '#b3c8a8', 26),
      building({
        x: 560,
        gy: h * 0.55,
        w: 580,
        h: 90,
        wall: '#efe6d6',
        roof: '#6f6a86',
        roofType: 'hip',
        cols: 8,
        rows: 1,
        door: '#5c5478',
        roofH: 40,
      }),
      rect(0, h * 0.55, w, h * 0.45, '#a3c293'),
      ellipse(w / 2, h * 0.8, 500, 100, 'none', 'stroke="#eadcc2" stroke-width="50"'),
      ...[
        [60, 0.64],
        [940, 0.64],
        [180, 0.99],
        [860, 0.99],
      ].map(
        ([x, y]) =>
          rect(x, h * y - 46, 200, 46, '#a0795a', 8) +
          flowers(x + 10, h * y - 46, 180, LAVENDER, 36, x),
      ),
      circle(w / 2 + 160, h * 0.74, 30, '#cfc6b8') + rect(w / 2 + 152, h * 0.74, 16, 44, '#cfc6b8'),
      tree(120, h * 0.56, 1.2, '#6a9a6a'),
      person(470, h * 0.9, 190, { top: '#7a5cb8', skin: 4, hair: '#4a3a30' }),
      person(540, h * 0.9, 186, { top: '#5f8a5a', skin: 1, hair: '#f2f2f2', kind: 'cane' }),
    ]),
  'services/respite-care': (w, h) =>
    indoor(w, h, { wall: '#f6eadf', floor: '#b08462', floorY: 0.74 }, [
      windowView(110, 80, 340, 270, {
        sky: '#f9dcc4',
        water: '#a9b7d6',
        ground: '#9ebf84',
        trees: '#6a7d5a',
        frame: '#ffffff',
      }),
      frame(640, 100, 200, 130, '#fdecd6', '#9fb38a'),
      ellipse(660, h * 0.9, 330, 44, '#d9b99a'),
      sofa(540, h * 0.86, 300, '#c97b63', '#a55f4b', 1.4),
      person(650, h * 0.86 + 4, 205, { top: '#3d6e8c', skin: 2, kind: 'sit', hair: '#ececec' }),
      rect(930, h * 0.86 - 90, 110, 90, '#8a6446', 6) +
        rect(960, h * 0.86 - 112, 26, 22, '#ffffff', 4) +
        lamp(1010, h * 0.86 - 90, 30, '#f3d9a4'),
      rect(1060, h * 0.86 - 150, 120, 150, '#4f7d8c', 14) +
        rect(1095, h * 0.86 - 172, 50, 24, 'none', 8, 'stroke="#2f4a5a" stroke-width="8"'),
      plant(300, h * 0.95, 1.3),
    ]),
  'services/adult-daycare': (w, h) => activityRoom(w, h, 190),
  'services/skilled-nursing': (w, h) =>
    indoor(w, h, { wall: '#e6f0f3', floor: '#b9c6cb', trim: '#f7fbfc' }, [
      windowView(90, 70, 320, 250, {
        sky: '#d7ecf7',
        trees: '#5e8f55',
        ground: '#9dbf9a',
        frame: '#ffffff',
      }),
      bed(460, h * 0.88, 520, 1.4, { frame: '#8aa3ad', quilt: '#7fb4c8' }),
      person(700, h * 0.88 - 14, 220, { top: '#f2c14e', skin: 1, kind: 'sit', hair: '#f2f2f2' }),
      person(1060, h * 0.96, 228, {
        top: '#2f7f7a',
        legs: '#2f7f7a',
        skin: 3,
        hair: '#2a2a2a',
        flip: -1,
      }),
      plant(300, h * 0.95, 1.2),
    ]),
  'services/home-care': (w, h) =>
    outdoor(
      w,
      h,
      { sky: ['#f6cfa8', '#fdeedd'], sun: [0.82, 0.2, 56, '#fff1d2'], clouds: [[0.2, 0.15, 1.1]] },
      [
        ridge(w, h, h * 0.48, 36, '#c2b27f', 25),
        tree(140, h * 0.7, 1.6, '#d98a3d'),
        tree(1090, h * 0.72, 1.4, '#c2603a'),
        tree(980, h * 0.7, 1.1, '#e0a84a'),
        building({
          x: 400,
          gy: h * 0.7,
          w: 400,
          h: 200,
          wall: '#f3e7d3',
          roof: '#7a4a3a',
          cols: 3,
          rows: 2,
          door: '#2f6f6a',
          roofH: 100,
        }),
        rect(0, h * 0.7, w, h * 0.3, '#a9b878'),
        shape([500, h, 580, h * 0.7, 620, h * 0.7, 700, h], '#e6d2ae'),
        flowers(230, h * 0.78, 140, ['#e89a3c', '#c0334d', '#f2c14e'], 40, 51),
        flowers(830, h * 0.78, 140, ['#e89a3c', '#c0334d', '#f2c14e'], 40, 52),
        person(570, h * 0.96, 200, { top: '#2f7f7a', skin: 0, hair: '#1f1a16' }),
        person(645, h * 0.96, 194, { top: '#8a4f7d', skin: 1, kind: 'cane', hair: '#f2f2f2' }),
      ],
    ),
};

/** [drawing width, height, output width, height] per folder. */
const SIZES = { samples: [1200, 800, 1200, 800], services: [1200, 675, 1600, 900] };

for (const [name, draw] of Object.entries(SCENES)) {
  const [w, h, outW, outH] = SIZES[name.split('/')[0]];
  const { defs, body } = draw(w, h);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
  const file = path.join(OUT, `${name}.webp`);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 6, smartSubsample: true }).toFile(file);
  // The 640px copy cards, thumbnails and phones load (see src/shared/image-variants.ts).
  await sharp(file)
    .resize({ width: 640 })
    .webp({ quality: 78, effort: 6 })
    .toFile(file.replace(/\.webp$/, '.w640.webp'));
  console.log(
    `${path.relative(process.cwd(), file)}  ${((await stat(file)).size / 1024).toFixed(1)} KB`,
  );
}
