import type { SimonColor } from '@esdc/core/games/simon';

/**
 * Fixed game colours for the four Simon pads (SPEC §9 Simon Says: green, red, yellow, blue). Each pad
 * also carries its name as text, so colour alone never identifies it; text meets AA on both states.
 */
const PAD_STYLES: Record<SimonColor, { idle: string; lit: string; corner: string }> = {
  green: { idle: 'bg-[#15803d] text-white', lit: 'bg-[#86efac] text-slate-950', corner: 'rounded-tl-[45%] items-start justify-start' },
  red: { idle: 'bg-[#b91c1c] text-white', lit: 'bg-[#fca5a5] text-slate-950', corner: 'rounded-tr-[45%] items-start justify-end' },
  yellow: { idle: 'bg-[#a16207] text-white', lit: 'bg-[#fde047] text-slate-950', corner: 'rounded-bl-[45%] items-end justify-start' },
  blue: { idle: 'bg-[#1d4ed8] text-white', lit: 'bg-[#93c5fd] text-slate-950', corner: 'rounded-br-[45%] items-end justify-end' },
};

const LABEL: Record<SimonColor, string> = { green: 'Green', red: 'Red', yellow: 'Yellow', blue: 'Blue' };

/** A Simon pad: a button named by its colour, lit during playback or when pressed. */
export function SimonPad({
  color,
  lit,
  hotkey,
  disabled,
  onPress,
}: {
  color: SimonColor;
  lit: boolean;
  hotkey: string;
  disabled: boolean;
  onPress: () => void;
}) {
  const style = PAD_STYLES[color];
  return (
    <button
      type="button"
      aria-label={LABEL[color]}
      aria-disabled={disabled}
      aria-keyshortcuts={hotkey}
      data-lit={lit || undefined}
      onClick={() => {
        if (!disabled) onPress();
      }}
      className={`relative flex aspect-square w-full select-none rounded-2xl p-[14%] text-sm font-bold shadow-[var(--shadow-card)] motion-safe:transition-colors motion-safe:duration-100 ${style.corner} ${
        lit ? `${style.lit} ring-4 ring-fg/40` : style.idle
      } ${disabled ? 'cursor-default' : 'cursor-pointer hover:brightness-110'}`}
    >
      <span aria-hidden="true">
        {LABEL[color]} <kbd className="font-mono opacity-80">{hotkey}</kbd>
      </span>
    </button>
  );
}
