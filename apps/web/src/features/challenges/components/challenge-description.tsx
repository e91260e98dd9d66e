import { MarkdownContent } from '../../../components/markdown-content';

/**
 * A challenge's description: the markdown the server rendered and sanitised (`description_html`, SPEC §2 Challenges
 * "description (markdown, sanitised)"), styled as prose.
 */
export function ChallengeDescription({ html }: { html: string }) {
  return <MarkdownContent html={html} />;
}
