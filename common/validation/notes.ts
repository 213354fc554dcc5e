// A note, the supplier's or the reviewer's, on any object: one limit and one message for the forms and the server.
export const NOTE_MAX_LENGTH = 2000;
export const NOTE_TOO_LONG_MESSAGE = `La nota non può superare ${NOTE_MAX_LENGTH} caratteri`;
