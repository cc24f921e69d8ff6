// community: topics, threads and posts under pseudonyms, moderation and the modlog.
export { removeMemberContent } from './community-account';
export { createCommunityReader, type CommunityReader } from './community.reader';
