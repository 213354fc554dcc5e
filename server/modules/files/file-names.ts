// Control characters (C0, DEL, C1) in a file's name are refused: no browser puts them in an honest file name.
// Invisible formatting characters are dropped instead (common/file-names.ts, the rule of every typed name too).
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
