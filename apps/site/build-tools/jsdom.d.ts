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
        /** Called with the window before the page's scripts run. */
        beforeParse?: (window: Window & typeof globalThis) => void;
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
