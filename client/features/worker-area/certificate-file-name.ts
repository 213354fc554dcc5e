// The spec's default name of a downloaded certificate (section 9, "Default file names"): used when the
// server's answer names no file.
export const CERTIFICATE_FILE_NAME = "certificato.pdf";
