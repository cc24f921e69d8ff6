// community: topics, threads and posts under pseudonyms, moderation and the modlog.
export { removeMemberContent } from './community-account';
export { createCommunityReader } from './community.reader';
// Built once per app: the community routes and a page's first answers read through the one service.
export { communityServiceOf } from './community-services';
