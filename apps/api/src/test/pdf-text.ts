import { inflateSync } from 'node:zlib';

/**
 * The text a PDF viewer would show, for tests: pdfkit writes embedded-font text as glyph ids, so
 * the words are only readable through each font's ToUnicode map. Enough of PDF for pdfkit's own
 * output (flate streams, Tf/Tj/TJ, bfrange and bfchar maps); not a general parser.
 */
export function pdfText(pdf: Buffer): { text: string; fonts: string[] } {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of raw.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    objects.set(match[1]!, match[2]!);
  }
  const stream = (body: string) => {
    const start = body.indexOf('stream');
    if (start < 0) return '';
    let data = body.slice(start + 'stream'.length).replace(/^\r?\n/, '');
    data = data.slice(0, data.lastIndexOf('endstream'));
    const bytes = Buffer.from(data, 'latin1');
    return /\/FlateDecode/.test(body) ? inflateSync(bytes).toString('latin1') : data;
  };
  const fonts = [...raw.matchAll(/\/BaseFont\s*\/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]!);
  // Resource name (/F1) → code → text, from each font dictionary's ToUnicode map.
  const maps = new Map<string, Map<number, string>>();
  for (const body of objects.values()) {
    for (const [, name, ref] of body.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(ref!);
      const toUnicode = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font);
      if (toUnicode) maps.set(name!, unicodeMap(stream(objects.get(toUnicode[1]!) ?? '')));
    }
  }
  const lines: string[] = [];
  for (const body of objects.values()) {
    if (!/\/Length/.test(body) || /\/ToUnicode|\/FontFile|\/Subtype\s*\/CIDFontType/.test(body))
      continue;
    let content: string;
    try {
      content = stream(body);
    } catch {
      continue;
    }
    let font = new Map<number, string>();
    let line = '';
    for (const op of content.matchAll(
      /\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g,
    )) {
      if (op[1]) font = maps.get(op[1]) ?? new Map();
      else if (op[2] !== undefined || op[3] !== undefined) {
        for (const hex of (op[2] ?? `<${op[3]}>`).matchAll(/<([0-9a-fA-F]*)>/g)) {
          for (let i = 0; i < hex[1]!.length; i += 4) {
            line += font.get(parseInt(hex[1]!.slice(i, i + 4), 16)) ?? '';
          }
        }
      } else {
        lines.push(line);
        line = '';
      }
    }
  }
  return { text: lines.join('\n'), fonts };
}

function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const decode = (hex: string) =>
    String.fromCharCode(
      ...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)),
    );
  for (const [, start, , list] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    // An entry may be several UTF-16 units ('<0066 0066 0069>', the ffi ligature).
    [...list!.matchAll(/<([0-9a-f\s]*)>/gi)].forEach((entry, offset) =>
      map.set(parseInt(start!, 16) + offset, decode(entry[1]!)),
    );
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(parseInt(code!, 16), decode(text!));
    }
  }
  return map;
}
