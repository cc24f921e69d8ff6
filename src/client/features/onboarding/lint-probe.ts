export { a } from '#client/features/profile/components/sections';
export { b } from '#client/features/profile/api/get-profile';
export { c } from '#client/features/profile/hooks/profile-saver';
export { d } from '#client/features/auth/components/form-field';
