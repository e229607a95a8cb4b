/** The coordinator's walk-in toggle names the move it makes. */
export const walkInToggleLabel = (open: boolean): string => (open ? 'Turn Off Walk-in' : 'Turn On Walk-in');
