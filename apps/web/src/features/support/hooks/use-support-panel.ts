import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  canOpenOverPage,
  isAutoShowEnabled,
  markStartupDone,
  setAutoShowEnabled,
  shouldOpenOnStartup,
} from "./support-storage";

type OpenState = { isOpen: false } | { isOpen: true; openedBy: "startup" | "user" };

/**
 * The support centre's state: open on startup (once per browser session, and only where it
 * cannot cover a form or a primary action: see canOpenOverPage), the
 * "Don't show on startup" choice, and the non-modal dialog's keyboard and focus rules:
 * - opened with the button, focus moves into the panel; opened on startup it does not,
 *   so a page's own form keeps the focus the visitor is typing in;
 * - Escape and the close button close it and put focus back on the floating button;
 * - a click outside closes it and leaves focus where that click put it.
 */
export function useSupportPanel() {
  const { pathname } = useLocation();
  const [state, setState] = useState<OpenState>(() =>
    shouldOpenOnStartup() && canOpenOverPage(pathname) ? { isOpen: true, openedBy: "startup" } : { isOpen: false },
  );
  const [isAutoShow, setIsAutoShow] = useState(isAutoShowEnabled);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { isOpen } = state;
  const isOpenedByUser = state.isOpen && state.openedBy === "user";

  useEffect(markStartupDone, []);

  useEffect(() => {
    if (isOpenedByUser) panelRef.current?.focus();
  }, [isOpenedByUser]);

  useEffect(() => {
    if (!isOpen) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(panelRef.current?.contains(target) || buttonRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) setState({ isOpen: false });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const active = document.activeElement;
      // Focus returns to the button when it was in the panel (or nowhere), never out of a field elsewhere.
      const shouldReturnFocus = !active || active === document.body || isInside(active);
      setState({ isOpen: false });
      if (shouldReturnFocus) buttonRef.current?.focus();
    };
    // Capture: a widget that stops the event's propagation still counts as a click outside.
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  return {
    isOpen,
    buttonRef,
    panelRef,
    isAutoShow,
    toggle: () => setState(isOpen ? { isOpen: false } : { isOpen: true, openedBy: "user" }),
    close: () => {
      setState({ isOpen: false });
      buttonRef.current?.focus();
    },
    /** A link in the panel was followed: get out of the way of the page it opens. */
    dismiss: () => setState({ isOpen: false }),
    setAutoShow: (isEnabled: boolean) => {
      setAutoShowEnabled(isEnabled);
      setIsAutoShow(isEnabled);
    },
  };
}
