import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { responsiveSources } from '../responsive-image';
import { CatalogueImage } from './CatalogueImage';

const url = '/client/upload/files/seed/00000000-0000-4000-8000-000000004000/productdrawn.png';

describe('responsive catalogue pictures', () => {
  it('offer the widths the API makes below the picture’s own, and the picture itself at its width', () => {
    expect(responsiveSources(url, 600)).toEqual({
      avif: `${url}?w=320&format=avif 320w, ${url}?format=avif 600w`,
      webp: `${url}?w=320&format=webp 320w, ${url}?format=webp 600w`,
      original: `${url}?w=320 320w, ${url} 600w`,
    });
    expect(responsiveSources(url, 1200)?.original).toBe(
      `${url}?w=320 320w, ${url}?w=640 640w, ${url}?w=1024 1024w, ${url} 1200w`,
    );
  });

  it('leave a picture the API does not serve (a bucket, another site) as it is', () => {
    expect(responsiveSources('https://cdn.example.com/p.png', 600)).toBeNull();
    expect(responsiveSources(`${url}?v=2`, 600)).toBeNull();
  });

  it('draw AVIF and WebP sources and an img with srcset, sizes, width and height', () => {
    const { container: page } = render(
      <CatalogueImage image={{ url, width: 600, height: 600 }} alt="House Espresso Blend" sizes="50vw" />,
    );

    const sources = [...page.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toContain('format=avif 320w');
    const img = screen.getByRole('img', { name: 'House Espresso Blend' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img?.getAttribute('srcset')).toBe(`${url}?w=320 320w, ${url} 600w`);
    expect(img?.getAttribute('sizes')).toBe('50vw');
    expect(img?.getAttribute('src')).toBe(url);
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['600', '600']);
    expect(img?.getAttribute('alt')).toBe('House Espresso Blend');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('draw a plain img for a picture it cannot resize', () => {
    const {
      container: { innerHTML: html },
    } = render(
      <CatalogueImage
        image={{ url: 'https://cdn.example.com/p.png', width: 600, height: 600 }}
        alt=""
        sizes="50vw"
        eager
      />,
    );

    expect(html).not.toContain('<picture');
    expect(html).not.toContain('srcset');
    expect(html).toContain('loading="eager"');
  });
});
