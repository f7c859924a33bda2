// The receipt files the tests build byte by byte live in libs/testing (the system tests
// upload them through the gateway too).
export {
  htmlPage,
  jpegFile,
  pdfFile,
  pngFile,
  pngHeaderThenScript,
  pngThenScript,
} from '@workmesh/testing';
