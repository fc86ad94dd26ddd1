/** Estimated draw = CPU TDP + GPU TDP + this allowance for board, drives and fans. */
export const BUILD_BASE_DRAW_W = 100;
/** The PSU must deliver at least this multiple of the estimated draw. */
export const PSU_HEADROOM_FACTOR = 1.3;
/** Under this multiple of the estimated draw the PSU is allowed but flagged. */
export const PSU_COMFORT_FACTOR = 1.5;
