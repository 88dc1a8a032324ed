// The failure panel's code, shared by every ErrorPanel: it loads when a failure is first shown, or
// ahead of need once a page's content is on screen (root layout), so a later failure (even offline)
// shows at once and no page downloads it before its content.
import { Lazy } from '$lib/nav/lazy.svelte';
import type ErrorPanelView from './ErrorPanelView.svelte';
import type { ComponentProps } from 'svelte';

export type ErrorPanelProps = ComponentProps<typeof ErrorPanelView>;

export const errorPanel = new Lazy<ErrorPanelProps>(() => import('./ErrorPanelView.svelte'));
