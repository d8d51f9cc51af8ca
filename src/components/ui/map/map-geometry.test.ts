import { describe, expect, it } from 'vitest';
import { clampZoom, panBy, project, samePoint, tileUrlFor, unproject } from './map-geometry';

describe('map geometry', () => {
  it('clamps zoom to 1–21', () => {
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(17)).toBe(17);
    expect(clampZoom(30)).toBe(21);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('projects and unprojects a point back to itself', () => {
    const dubai = { lat: 25.2048, lng: 55.2708 };
    for (const zoom of [1, 10, 17]) {
      const back = unproject(project(dubai, zoom), zoom);
      expect(back.lat).toBeCloseTo(dubai.lat, 9);
      expect(back.lng).toBeCloseTo(dubai.lng, 9);
    }
  });

  it('pans east and south for positive pixel offsets', () => {
    const start = { lat: 25.2, lng: 55.27 };
    const moved = panBy(start, 12, 80, 80);
    expect(moved.lng).toBeGreaterThan(start.lng);
    expect(moved.lat).toBeLessThan(start.lat);
    expect(samePoint(panBy(moved, 12, -80, -80), start)).toBe(true);
  });

  it('fills tile URL templates', () => {
    expect(tileUrlFor('https://tile.openstreetmap.org/{z}/{x}/{y}.png', 3, 5, 7)).toBe('https://tile.openstreetmap.org/7/3/5.png');
    expect(tileUrlFor('https://{s}.tiles.example/{z}/{x}/{y}.png', 1, 1, 2)).toBe('https://c.tiles.example/2/1/1.png');
  });
});
