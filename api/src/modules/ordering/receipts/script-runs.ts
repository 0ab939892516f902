/** A stretch of text drawn with one font: the Khmer font's file holds only Khmer letters (and the space). */
export type ScriptRun = { text: string; khmer: boolean };

const khmerLetter = /[\u1780-\u17FF\u19E0-\u19FF\u200B-\u200D\u25CC]/;

/** The text cut where it changes between Khmer and other letters; a space stays in the run before it. */
export const scriptRuns = (text: string): ScriptRun[] => {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const khmer = /\s/.test(char) && last ? last.khmer : khmerLetter.test(char);
    if (last?.khmer === khmer) last.text += char;
    else runs.push({ text: char, khmer });
  }
  return runs;
};
