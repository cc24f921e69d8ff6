/** Ids of the shell's landmarks that other parts focus (a leaf: it imports nothing). */
export const PRIMARY_NAV_ID = 'primary-navigation';
