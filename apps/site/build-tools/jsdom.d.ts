/** The little of jsdom's API the boot-script tests use (the site has no @types/jsdom). */
declare module 'jsdom' {
  export class VirtualConsole {}
  export class JSDOM {
    constructor(
      html: string,
      options?: {
        runScripts?: 'dangerously' | 'outside-only';
        pretendToBeVisual?: boolean;
        virtualConsole?: VirtualConsole;
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
