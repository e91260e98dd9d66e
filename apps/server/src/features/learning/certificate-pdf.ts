import { CLUB_NAME } from '@esdc/core/constants';
import type { Certificate } from '@esdc/core/course-learning-schemas';
import { formatShortDate } from '@esdc/core/display';
import PDFDocument from 'pdfkit';

/*
 * The printable certificate (docs/decisions/017-exam-attempts-and-certificates.md): one A4 landscape page drawn with
 * pdfkit and its built-in Helvetica and Times faces, so no font file ships with the server. Those faces cover
 * Windows-1252 (Latin letters with their accents); other characters are written as their closest Latin form (see
 * pdfText).
 */

/** A4 landscape in PDF points (1/72 inch). */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 48;
/** Colours: the ink, a muted grey for labels, and the accent of the frame. */
const INK = '#0f172a';
const MUTED = '#475569';
const ACCENT = '#0e7490';

/** Characters Windows-1252 holds above 0x7F besides Latin-1 (the curly quotes, dashes, €, Œ, Š, Ž, …). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard PDF fonts can show: every character outside Windows-1252 becomes its letters without accents
 * (NFKD, marks dropped: 'ř' → 'r', 'ﬁ' → 'fi'), and what is still outside becomes '?'.
 * @param text any text
 */
function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
      continue;
    }
    const folded = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...folded].every((c) => c.codePointAt(0)! >= 0x20 && c.codePointAt(0)! <= 0x7e) && folded !== '' ? folded : '?';
  }
  return out;
}

/**
 * Renders a certificate of completion as a PDF: club name, 'Certificate of Completion', the holder, the course
 * title and level, the instructor, the issue date, the code and the address where anyone can verify it.
 * @param certificate the certificate as its public answer shows it
 * @param verifyUrl the absolute verification address (`PUBLIC_URL` + `/certificates/{code}`)
 * @returns the PDF file's bytes
 */
export function renderCertificatePdf(certificate: Certificate, verifyUrl: string): Promise<Buffer> {
  const issued = new Date(certificate.issued_at);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: pdfText(`Certificate of Completion: ${certificate.course_title}`),
      Author: CLUB_NAME,
      Subject: pdfText(`${certificate.holder_name}, ${certificate.code}`),
      CreationDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = PAGE.width - 2 * MARGIN;
  // Frame: an outer accent line and a thin inner one.
  doc
    .lineWidth(4)
    .strokeColor(ACCENT)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(34, 34, PAGE.width - 68, PAGE.height - 68)
    .stroke();

  const centred = (text: string, y: number, font: string, size: number, color = INK) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(pdfText(text), MARGIN, y, { width, align: 'center', lineBreak: true, height: size * 2.6, ellipsis: true });

  centred(CLUB_NAME.toUpperCase(), 70, 'Helvetica-Bold', 14, ACCENT);
  centred('Certificate of Completion', 110, 'Times-Bold', 40);
  centred('This certifies that', 180, 'Helvetica', 14, MUTED);
  centred(certificate.holder_name, 205, 'Times-BoldItalic', 34);
  centred('has completed the course', 265, 'Helvetica', 14, MUTED);
  centred(certificate.course_title, 290, 'Helvetica-Bold', 24);
  centred(`Level: ${certificate.course_level}`, 362, 'Helvetica', 13, MUTED);

  // Footer: instructor and date on the left, code and verification on the right.
  const footerY = 430;
  const half = width / 2 - 12;
  doc
    .moveTo(MARGIN + 20, footerY)
    .lineTo(MARGIN + 20 + half - 40, footerY)
    .lineWidth(0.75)
    .strokeColor(MUTED)
    .stroke();
  doc
    .moveTo(MARGIN + half + 44, footerY)
    .lineTo(PAGE.width - MARGIN - 20, footerY)
    .stroke();
  const left = { x: MARGIN + 20, width: half - 40 };
  const right = { x: MARGIN + half + 44, width: half - 44 };
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(pdfText(certificate.instructor_name ?? CLUB_NAME), left.x, footerY + 8, { width: left.width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Instructor', left.x, footerY + 26, { width: left.width });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(formatShortDate(certificate.issued_at), left.x, footerY + 50, { width: left.width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Date of issue', left.x, footerY + 68, { width: left.width });

  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(certificate.code, right.x, footerY + 8, { width: right.width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Certificate code', right.x, footerY + 26, { width: right.width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(pdfText(verifyUrl), right.x, footerY + 50, { width: right.width, align: 'right', link: verifyUrl, underline: true });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Verify at this address', right.x, footerY + 68, { width: right.width, align: 'right' });

  doc.end();
  return done;
}
