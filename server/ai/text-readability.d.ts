// text-readability 1.1 ships no types; only what we call is declared.
declare module 'text-readability' {
  const readability: {
    fleschKincaidGrade(text: string): number;
    textStandard(text: string, floatOutput?: boolean | null): number | string;
    lexiconCount(text: string, removePunctuation?: boolean): number;
  };
  export default readability;
}
