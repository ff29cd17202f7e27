/**
 * The chime of a new waiting chat (docs/decisions/083-saved-replies-and-the-chat-sound.md): two short sine tones
 * made with the Web Audio API, so no audio file is shipped, and a per-browser switch kept in localStorage, on unless
 * turned off. Browsers refuse audio before the page has had a click or a key press (autoplay policy): the chime
 * then stays silent, without an error.
 */

/** The localStorage key of the switch: `off` when the member turned the chime off; anything else is on. */
export const WAITING_SOUND_KEY = 'northline.staff.waitingSound';

/** Whether the chime is on in this browser (on by default, and when storage cannot be read). */
export function waitingSoundOn(): boolean {
  try {
    return window.localStorage.getItem(WAITING_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Keeps the switch in this browser; a refused storage (private mode, quota) keeps it for this page only. */
export function storeWaitingSound(on: boolean): void {
  try {
    window.localStorage.setItem(WAITING_SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // The choice lasts for this page only.
  }
}

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
