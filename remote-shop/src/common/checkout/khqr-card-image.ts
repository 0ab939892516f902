import type { KhqrFields } from './khqr-fields';

/** The guideline's red, header and QR sizes (CSS pixels); the card on screen and its saved picture share them. */
export const khqrRed = '#E1232E';
export const khqrCardWidth = 300;
export const khqrHeaderHeight = 56;
export const khqrQrSize = 240;

const scale = 2;
const padding = 24;

/**
 * The whole KHQR card as a PNG, drawn on a canvas as the screen shows it (red KHQR header, merchant, amount and
 * currency, dashed separator, the code), for a phone that cannot scan its own screen.
 */
export const drawKhqrCardPng = async (payload: string, fields: KhqrFields): Promise<Blob> => {
  const { toCanvas } = await import('qrcode');
  const code = document.createElement('canvas');
  await toCanvas(code, payload, { errorCorrectionLevel: 'M', margin: 1, width: khqrQrSize * scale });

  const height = khqrHeaderHeight + 100 + khqrQrSize + padding * 2;
  const canvas = document.createElement('canvas');
  canvas.width = khqrCardWidth * scale;
  canvas.height = height * scale;
  const pen = canvas.getContext('2d');
  if (!pen) throw new Error('no 2d canvas');
  pen.scale(scale, scale);

  pen.fillStyle = '#ffffff';
  pen.beginPath();
  pen.roundRect(0, 0, khqrCardWidth, height, 16);
  pen.fill();

  pen.fillStyle = khqrRed;
  pen.beginPath();
  pen.roundRect(0, 0, khqrCardWidth, khqrHeaderHeight, [16, 16, 0, 0]);
  pen.fill();
  // The guideline's folded corner under the header's right end.
  pen.beginPath();
  pen.moveTo(khqrCardWidth - 24, khqrHeaderHeight);
  pen.lineTo(khqrCardWidth, khqrHeaderHeight);
  pen.lineTo(khqrCardWidth, khqrHeaderHeight + 24);
  pen.closePath();
  pen.fill();
  pen.fillStyle = '#ffffff';
  pen.font = 'bold 26px sans-serif';
  pen.textAlign = 'center';
  pen.textBaseline = 'middle';
  pen.fillText('KHQR', khqrCardWidth / 2, khqrHeaderHeight / 2);

  pen.textAlign = 'left';
  pen.textBaseline = 'alphabetic';
  pen.fillStyle = '#000000';
  pen.font = '15px sans-serif';
  pen.fillText(fields.merchantName, padding, khqrHeaderHeight + 34);
  pen.font = 'bold 26px sans-serif';
  pen.fillText(fields.amount, padding, khqrHeaderHeight + 70);
  const amountWidth = pen.measureText(fields.amount).width;
  pen.font = '14px sans-serif';
  pen.fillText(fields.currency, padding + amountWidth + 8, khqrHeaderHeight + 70);

  pen.strokeStyle = '#9e9e9e';
  pen.setLineDash([6, 4]);
  pen.beginPath();
  pen.moveTo(0, khqrHeaderHeight + 90);
  pen.lineTo(khqrCardWidth, khqrHeaderHeight + 90);
  pen.stroke();

  pen.drawImage(
    code,
    (khqrCardWidth - khqrQrSize) / 2,
    khqrHeaderHeight + 100 + padding / 2,
    khqrQrSize,
    khqrQrSize,
  );

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
};

/** Hands a picture to the browser as a download. */
export const downloadBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
