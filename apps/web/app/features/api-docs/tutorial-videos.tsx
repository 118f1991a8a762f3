import { VideoPosterCard } from '../../components/video-poster-card';
import { site } from '../../config/site';

/** docs/product.md §2.8: tutorial videos for the webhook, the Google Sheet and Go High Level. */
const TUTORIALS = [
  {
    file: 'tutorial-webhook.mp4',
    kind: 'Webhook API',
    title: 'Pull your leads with your API key',
    caption: 'Create a key, call the endpoint from Postman, then automate it in your own code.',
    poster: 'bg-gradient-to-br from-brand-900 to-brand-700',
  },
  {
    file: 'tutorial-google-sheet.mp4',
    kind: 'Google Sheet',
    title: 'Send every purchased lead to a Google Sheet',
    caption: 'Connect a sheet once and new leads appear as rows, ready to share with your team.',
    poster: 'bg-gradient-to-br from-ink to-brand-900',
  },
  {
    file: 'tutorial-go-high-level.mp4',
    kind: 'Go High Level',
    title: 'Push leads straight into Go High Level',
    caption: 'Map the lead fields to contacts and start your follow-up workflows automatically.',
    poster: 'bg-gradient-to-br from-brand-700 to-ink',
  },
] as const;

export function TutorialVideos() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {TUTORIALS.map((tutorial) => (
        <li key={tutorial.file}>
          <VideoPosterCard
            title={`${tutorial.kind} tutorial: ${tutorial.title}`}
            src={site.videoBaseUrl ? `${site.videoBaseUrl.replace(/\/$/, '')}/${tutorial.file}` : null}
            posterClassName={`${tutorial.poster} text-white`}
            aspectClassName="aspect-video"
            playButtonPosition="center"
          >
            <p className="text-xs font-bold uppercase tracking-widest text-accent">
              {tutorial.kind} tutorial
            </p>
            <p className="mt-auto text-lg font-bold leading-snug">{tutorial.title}</p>
          </VideoPosterCard>
          <p className="mt-3 text-sm text-slate-700">{tutorial.caption}</p>
        </li>
      ))}
    </ul>
  );
}
