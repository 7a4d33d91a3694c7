// The Engagement Board's public API: the section mounts it at /leaderboard, lazily.
export { EngagementBoardRoutes as default } from './routes';
