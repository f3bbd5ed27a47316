'use client';

import { useState } from 'react';

/** The width the picker draws an image at: a click's pixels become percent of it on the server. */
const PICK_WIDTH = 240;

/**
 * The media library's focal point picker (decision 135): the image is an `<input type="image">`,
 * so a click submits the form with where it landed (`pick.x`, `pick.y`) even without JavaScript;
 * the two number inputs say the point as percent and set it from the keyboard. With JavaScript a
 * click also moves the marker and fills in the numbers before the form posts.
 */
export function FocalPointPicker({
  src,
  name,
  width,
  height,
  x,
  y,
}: {
  src: string;
  name: string;
  width: number;
  height: number;
  x: number;
  y: number;
}) {
  const pickHeight = Math.max(1, Math.round((PICK_WIDTH * height) / Math.max(1, width)));
  const [point, setPoint] = useState({ x, y });
  const input = 'w-20 rounded-md border border-stone-300 px-2 py-1 text-sm';
  return (
    <div className="grid gap-2">
      <div className="relative justify-self-start" style={{ width: PICK_WIDTH, height: pickHeight }}>
        <input
          type="image"
          name="pick"
          src={src}
          alt={`Set the focal point of ${name}: click on the subject`}
          width={PICK_WIDTH}
          height={pickHeight}
          className="block cursor-crosshair rounded-md bg-stone-100"
          style={{ width: PICK_WIDTH, height: pickHeight }}
          onClick={(event) => {
            const form = event.currentTarget.form;
            const pick = (at: number, size: number) => Math.min(100, Math.max(0, Math.round((at / size) * 100)));
            const next = {
              x: pick(event.nativeEvent.offsetX, PICK_WIDTH),
              y: pick(event.nativeEvent.offsetY, pickHeight),
            };
            setPoint(next);
            for (const [field, value] of [
              ['focal_x', next.x],
              ['focal_y', next.y],
            ] as const) {
              const control = form?.elements.namedItem(field);
              if (control instanceof HTMLInputElement) control.value = String(value);
            }
          }}
        />
        <span
          aria-hidden
          data-testid="focal-marker"
          className="pointer-events-none absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-amber-600 shadow"
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
        />
      </div>
      <input type="hidden" name="pick_w" value={PICK_WIDTH} />
      <input type="hidden" name="pick_h" value={pickHeight} />
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="grid gap-1">
          <span>Across (%)</span>
          <input
            type="number"
            name="focal_x"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
            defaultValue={x}
            key={`x${x}`}
            onChange={(event) => setPoint((p) => ({ ...p, x: Number(event.target.value) || 0 }))}
            className={input}
          />
        </label>
        <label className="grid gap-1">
          <span>Down (%)</span>
          <input
            type="number"
            name="focal_y"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
            defaultValue={y}
            key={`y${y}`}
            onChange={(event) => setPoint((p) => ({ ...p, y: Number(event.target.value) || 0 }))}
            className={input}
          />
        </label>
        <button
          type="submit"
          className="rounded-lg border border-stone-300 px-3 py-1 text-sm font-semibold text-stone-800 hover:bg-stone-50"
        >
          Save focal point
        </button>
      </div>
    </div>
  );
}
