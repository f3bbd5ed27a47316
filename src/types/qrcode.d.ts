// The part of `qrcode` (which ships no types; @types/qrcode is not installed) that the admin uses.
declare module 'qrcode' {
  type Options = {
    type?: 'svg' | 'utf8' | 'terminal';
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
    width?: number;
  };
  const QRCode: { toString(text: string, options?: Options): Promise<string> };
  export default QRCode;
}
