/**
 * Puts the widget's CSS into its shadow root as a constructable stylesheet (`adoptedStyleSheets`), which a host
 * page's `style-src` CSP does not govern (no `'unsafe-inline'` needed). Where a browser lacks
 * them, a `<style>` element carrying `nonce` (allowed by a host's `style-src 'nonce-…'`).
 */
export function adoptStyles(shadow: ShadowRoot, css: string, nonce?: string): void {
  if (
    'adoptedStyleSheets' in shadow &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      shadow.adoptedStyleSheets = [sheet];
      return;
    } catch {
      // A browser whose CSSStyleSheet cannot be constructed: the <style> element below.
    }
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  shadow.prepend(style);
}
