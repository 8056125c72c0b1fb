import { useEffect, useRef } from 'react';

export const CONFETTI_PIECES = 200;
export const CONFETTI_DURATION_MS = 5000;
const COLOURS = ['#ed1c24', '#ffd54f', '#1e7d3a', '#1f5fa8', '#ff8a65', '#ffffff'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  colour: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function makePieces(width: number): Piece[] {
  return Array.from({ length: CONFETTI_PIECES }, (_, index) => ({
    x: Math.random() * width,
    y: -20 - Math.random() * 200,
    vx: (Math.random() - 0.5) * 2,
    vy: 2 + Math.random() * 3,
    size: 6 + Math.random() * 6,
    angle: Math.random() * Math.PI,
    spin: (Math.random() - 0.5) * 0.2,
    colour: COLOURS[index % COLOURS.length] ?? '#ed1c24',
  }));
}

/** A short celebration over the confirmation: 200 pieces for 5 s, none for reduced motion. */
export function Confetti() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext?.('2d');
    if (!canvas || !context || prefersReducedMotion()) return;
    canvas.width = window.innerWidth;
    canvas.height = window.innerHeight;
    const pieces = makePieces(canvas.width);
    const started = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const elapsed = now - started;
      context.clearRect(0, 0, canvas.width, canvas.height);
      if (elapsed > CONFETTI_DURATION_MS) return;
      context.globalAlpha = Math.min(1, (CONFETTI_DURATION_MS - elapsed) / 800);
      for (const piece of pieces) {
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.colour;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  return <canvas ref={canvasRef} className="confetti" aria-hidden="true" />;
}
