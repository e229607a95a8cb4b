import { prepareBenchFair } from './bench-fair.js';
import { interviewMoves } from './fair-day.js';
const fair = await prepareBenchFair(Number(process.env.N), Number(process.env.C));
const subs = new Set(fair.students.slice(0, 3000).map((s) => s.id));
console.log('moves', interviewMoves('http://x', fair.companies, subs).length, 'students', fair.students.length);
const all = fair.companies.flatMap((c) => c.interviews);
console.log(
  'interviews',
  all.length,
  'assigned',
  all.filter((i) => i.status === 'assigned').length,
  'of subs',
  all.filter((i) => subs.has(i.studentId)).length,
);
await fair.remove();
