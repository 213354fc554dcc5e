// The name the spec gives the self-certification download (category AC); the server's
// Content-Disposition wins when it sends one.
export function selfCertificationFileName(companyName: string): string {
  return `autocertificazione_${companyName}.docx`;
}
