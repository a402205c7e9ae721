import type { Placement } from "@placard/shared/placements";
import { useTranslation } from "@/lib/i18n";
import { placementName } from "@/lib/placement-texts";

/**
 * A small page mock-up with the placement's slot highlighted, drawn from the slot's
 * geometry in the shared catalogue (a 120×80 page; phones for mobile placements).
 */
export function PlacementIllustration({ placement, className }: { placement: Placement; className?: string }) {
  const { slot } = placement;
  const isOverlay = placement.position === "overlay";
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 120 80"
      className={className}
      role="img"
      aria-label={t("inventory.placement.where", { name: placementName(placement.key) })}
    >
      <rect x="0" y="0" width="120" height="80" rx="4" fill="#f8fafc" stroke="#e2e8f0" />
      {placement.isMobile ? (
        <g>
          <rect x="42" y="6" width="36" height="68" rx="5" fill="#ffffff" stroke="#94a3b8" />
          {[16, 24, 32, 40, 48, 56].map((y) => (
            <rect key={y} x="47" y={y} width="26" height="3" rx="1.5" fill="#e2e8f0" />
          ))}
        </g>
      ) : (
        <g>
          <rect x="0" y="0" width="120" height="11" rx="4" fill="#e2e8f0" />
          <rect x="6" y="4" width="18" height="3" rx="1.5" fill="#94a3b8" />
          <rect x="8" y="15" width="60" height="5" rx="2" fill="#cbd5e1" />
          {[34, 44, 54].map((y) => (
            <g key={y}>
              <rect x="8" y={y} width="70" height="3" rx="1.5" fill="#e2e8f0" />
              <rect x="8" y={y + 5} width="56" height="3" rx="1.5" fill="#e2e8f0" />
            </g>
          ))}
          <rect x="84" y="15" width="28" height="50" rx="3" fill="#f1f5f9" />
          <rect x="0" y="72" width="120" height="8" fill="#e2e8f0" />
        </g>
      )}
      {isOverlay && !placement.isMobile && (
        <rect x="0" y="0" width="120" height="80" rx="4" fill="#0f172a" fillOpacity="0.12" />
      )}
      <rect
        x={slot.x}
        y={slot.y}
        width={slot.w}
        height={slot.h}
        rx="2"
        fill="#f97316"
        fillOpacity="0.9"
        stroke="#c2410c"
        strokeWidth="0.8"
      />
      <text
        x={slot.x + slot.w / 2}
        y={slot.y + slot.h / 2 + 1.6}
        textAnchor="middle"
        fontSize={Math.min(5, slot.h * 0.5)}
        fontWeight="700"
        fill="#ffffff"
      >
        AD
      </text>
    </svg>
  );
}
