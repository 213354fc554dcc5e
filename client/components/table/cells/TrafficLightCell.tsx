// A traffic light (GREEN / YELLOW / RED, the worst state of what something contains): a coloured dot
// with its meaning written beside it, or as tooltip and accessible name when space is short.
import { t } from "../../../i18n/i18n";
import { TRAFFIC_LIGHT_DISPLAY, type TrafficLight } from "./cell-states";

export function TrafficLightCell({ value, showLabel = true }: { value: TrafficLight; showLabel?: boolean }) {
  const display = TRAFFIC_LIGHT_DISPLAY[value];
  const label = t(display.label);
  return (
    <span className={`cell-traffic-light cell-traffic-light--${display.modifier}`} title={label}>
      <span className="cell-traffic-light__dot" aria-hidden />
      <span className={showLabel ? "cell-traffic-light__label" : "visually-hidden"}>{label}</span>
    </span>
  );
}
