// Not built yet: this package is a shell until its issue lands (see the README feature table).
export {}
