import { filterTutorialVideos, findTutorialVideo, VIDEO_FILTERS, type VideoFilter } from "@placard/shared/videos";
import { Volume2, VolumeX } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";
import { Tabs, tabPanelProps } from "@/components/ui/tabs";
import { VideoCard } from "./video-card";
import { VideoPlayerDialog } from "./video-player-dialog";
import { useVideoTexts } from "./video-texts";

const isKnownFilter = (value: string): value is VideoFilter => VIDEO_FILTERS.some((filter) => filter.id === value);

/**
 * /videos and /video/{id} (SPEC §2): filter tabs kept in the URL, a mute toggle for the
 * previews, and the modal player, which /video/{id} opens directly.
 */
export function VideosPage() {
  const texts = useVideoTexts();
  const { t } = texts;
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [arePreviewsMuted, setArePreviewsMuted] = useState(true);

  const category = searchParams.get("category") ?? "all";
  const active: VideoFilter = isKnownFilter(category) ? category : "all";
  const videos = isKnownFilter(category) ? filterTutorialVideos(category) : [];
  const playing = id ? findTutorialVideo(id) : undefined;
  const search = searchParams.toString() ? `?${searchParams.toString()}` : "";

  const choose = (filter: VideoFilter) => setSearchParams(filter === "all" ? {} : { category: filter });
  const closePlayer = () => {
    const cameFromList = (location.state as { fromList?: boolean } | null)?.fromList;
    if (cameFromList) void navigate(-1);
    else void navigate(`/videos${search}`, { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("videos.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t("videos.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-slate-600">{t("videos.intro")}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => setArePreviewsMuted((isMuted) => !isMuted)}
          aria-label={arePreviewsMuted ? t("videos.unmute_previews") : t("videos.mute_previews")}
        >
          {arePreviewsMuted ? <VolumeX className="size-4" aria-hidden /> : <Volume2 className="size-4" aria-hidden />}
          {arePreviewsMuted ? t("videos.unmute_previews") : t("videos.mute_previews")}
        </Button>
      </div>

      {id && !playing && (
        <div className="mt-6">
          <Alert>{t("videos.not_found")}</Alert>
        </div>
      )}

      <div className="mt-8">
        <Tabs
          tabs={VIDEO_FILTERS.map((filter) => ({ id: filter.id, label: texts.filter(filter.id) }))}
          active={active}
          onChange={choose}
          label={t("videos.filter_label")}
        />
      </div>
      <div {...tabPanelProps(active)} className="mt-8">
        {videos.length === 0 ? (
          <EmptyState
            title={t("videos.empty")}
            action={<Button onClick={() => choose("all")}>{t("videos.browse_all")}</Button>}
          />
        ) : (
          <ul aria-label={t("videos.list")} className="grid gap-6 sm:grid-cols-2">
            {videos.map((video) => (
              <VideoCard key={video.id} video={video} isMuted={arePreviewsMuted} />
            ))}
          </ul>
        )}
      </div>

      {playing && <VideoPlayerDialog key={playing.id} video={playing} onClose={closePlayer} />}
    </div>
  );
}
