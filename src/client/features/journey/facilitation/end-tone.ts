/**
 * A short, soft two-note chime for the end of the session timer, drawn with the Web Audio API (no
 * sound file to load). It stays silent where the browser allows no audio yet.
 */
export function playEndTone(): void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const start = context.currentTime;
    [660, 880].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const noteStart = start + index * 0.28;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A gentle rise and a long fade: a chime, not a beep.
      gain.gain.setValueAtTime(0, noteStart);
      gain.gain.linearRampToValueAtTime(0.15, noteStart + 0.03);
      gain.gain.exponentialRampToValueAtTime(0.001, noteStart + 0.6);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(noteStart);
      oscillator.stop(noteStart + 0.62);
    });
    setTimeout(() => void context.close().catch(() => undefined), 1_500);
    void context.resume().catch(() => undefined);
  } catch {
    // No audio output here: the visual signal still shows.
  }
}
