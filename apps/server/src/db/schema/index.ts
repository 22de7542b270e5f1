export * from './applications.ts';
export * from './bookings.ts';
export * from './files.ts';
export * from './foodtrucks.ts';
export * from './reference.ts';
export * from './settlements.ts';
export * from './telemetry.ts';
export * from './users.ts';
