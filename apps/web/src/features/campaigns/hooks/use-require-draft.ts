import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useCurrentDraft } from "../api/draft";

/** A step after /select needs the draft; without one, the flow starts over at /select. */
export function useRequireDraft() {
  const navigate = useNavigate();
  const query = useCurrentDraft();
  const isMissing = query.isSuccess && (query.data === null || !query.data.creative);
  useEffect(() => {
    if (isMissing) navigate("/select", { replace: true });
  }, [isMissing, navigate]);
  return query;
}
