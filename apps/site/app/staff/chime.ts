/**
 * The chime of a new waiting chat: two short sine tones made with the Web Audio API, so no audio file is shipped.
 * Whether it plays is the member's own setting (`staff.auth.me`'s `settings.waitingSound`, on every browser they
 * sign in on) and whether the chat is offered to them (docs/decisions/087-the-chime-is-a-setting-of-the-member.md);
 * staff/live-events.tsx decides, this module only plays. Browsers refuse audio before the page has had a click or a
 * key press (autoplay policy): the chime then stays silent, without an error.
 */

/** The two tones: frequency (Hz), start after the first (s), length (s). About 0.35 s in all. */
const TONES = [
  { hz: 880, at: 0, seconds: 0.16 },
  { hz: 1318.5, at: 0.17, seconds: 0.18 },
] as const;
/** The loudest the chime gets (gain, 0-1): audible, never startling. */
const PEAK_GAIN = 0.12;

let context: AudioContext | undefined;

/** The page's one audio context, made on the first chime; undefined without the Web Audio API. */
function audioContext(): AudioContext | undefined {
  if (context) return context;
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return undefined;
  context = new Context();
  return context;
}

/**
 * Plays the chime once. Silent, without an error, when the browser has no Web Audio API, when the page has had
 * no click or key press yet (`navigator.userActivation`), or when the browser refuses to start audio.
 */
export async function playWaitingChime(): Promise<void> {
  try {
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
      .userActivation;
    if (activation && !activation.hasBeenActive) return;
    const audio = audioContext();
    if (!audio) return;
    if (audio.state !== 'running') await audio.resume();
    if (audio.state !== 'running') return;
    const start = audio.currentTime + 0.01;
    for (const tone of TONES) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = tone.hz;
      const from = start + tone.at;
      gain.gain.setValueAtTime(0.0001, from);
      gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, from + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, from + tone.seconds);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(from);
      oscillator.stop(from + tone.seconds + 0.02);
    }
  } catch {
    // Audio refused or unavailable: the chat still shows in the list, the count and the tab title.
  }
}
