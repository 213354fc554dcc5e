// The shape of an area's texts: English must carry every Italian key, and only those.
export type AreaTexts<Italian extends Record<string, string>> = {
  ita: Italian;
  eng: Record<keyof Italian, string>;
};
