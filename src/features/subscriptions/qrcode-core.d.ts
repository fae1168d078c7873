// The encoder module of the qrcode package (lib/core/qrcode.js), which @types/qrcode does not
// describe: `create` is the same function the package's entry exports.
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode'
}
