/** The little of jsdom's API the pack test uses (the package has no @types/jsdom). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html: string,
      options?: { runScripts?: 'dangerously' | 'outside-only'; pretendToBeVisual?: boolean },
    );
    readonly window: Window & typeof globalThis;
  }
}
