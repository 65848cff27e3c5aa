// Small real files for the cases' uploads: servers check a file's content as well as its name,
// so each one is what its name says (the video named "broken" is an MP4 header over noise, which
// no compressor can read).

/** A 1 s 440 Hz MP3 tone (made with ffmpeg). */
const TONE_MP3_BASE64 = [
  "SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjU5LjI3LjEwMAAAAAAAAAAAAAAA/+M4wAAAAAAAAAAAAEluZm8AAAAPAAAAEAAABVgA",
  "NTU1NTU1Q0NDQ0NDUFBQUFBQXl5eXl5ea2tra2tra3l5eXl5eYaGhoaGhpSUlJSUlKGhoaGhoaGvr6+vr6+8vLy8vLzKysrKysrX",
  "19fX19fX5eXl5eXl8vLy8vLy////////AAAAAExhdmM1OS4zNwAAAAAAAAAAAAAAACQCgAAAAAAAAAVYnSLp1QAAAAAAAAAAAAAA",
  "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/+MYxAAK8AbVuUEAAv9HcNtgBg+D4PvUCAIHIPg+fxOD4PoggcRB",
  "8H34IOu/wxwG/SGOXfznT7ulJoc4WcQ3/GVEJRyhC3+D/+MYxA8QmUKQAZRQAG8H6ge5ABlxEnAPiYDmR1gd6mHvgGgCQCorCKC6",
  "//IR6KpEPh8ab//5CgNCUJA1/4lOg0r//////////+MYxAcOaKY8Ad4AAP/////40iEYA4ASSQXAKMCsF4wfwajCHFKMQulwxvhN",
  "jDbBaMD0D4FAXiEAMDAKoSW07dP//vgSpVAg/+MYxAgNqKYsAFa8YCmJFGfQGycnl9GIANucd+h5p+CpmGqC8YJQC5QA8gRBoACA",
  "VL6x////3+U///9a/1//fGMDIYEAAdcF/+MYxAwO6KYsAKewgIIBpyIHmpGIyKqc5FMpq8iHmHkCsYMoFpgYARG6RjOX8Urx///Z",
  "/v9P////////Rf//+TsVQOAwSYQN/+MYxAsNaKYwAAb+RJgKECJ0AhGBgSyEkYCKDdEgESDADgwAMAVCAAsiAEECa4b/////+j//",
  "/1L/5/wCvIvqBQBjxhoi50XB/+MYxBAMOKY0AAa8RIbAc5vYucmiQFeYWoEQQD6GARoI0dlKWRYf////////1//n/DDK1AHHTkMA",
  "0BkwOgVjC1FfNpiqMzrR/+MYxBoMUKY0AAewSBUwnAVDA9AnMBwBYzGAw0wGH4/////61f9P/8JmmoLAYFMIFzCzYxaDMEsdozFO",
  "GjGvFyMDIG8CgUCM/+MYxCMMKKY0AD78YAHTPHgAUzma3/////9S///4JW0gyW6MaENIFOqSMOYGU4ITiTSIBFBQwwsEgYC4AIVA",
  "FQ8WywrX/////+MYxC0MaKY0AAa8RPr///9d/+/8YZ2pYt4hACAIE5gTA3GEWNKapWTJl4ilmD0DMYF4FpgMALGYgOOlYxOz////",
  "/qX/T//A/+MYxDYMYKY0AAewSCYigGMEBMcXMqyNd3MIMbI05s/DK1FSMGYGMwFwHkQV7IUprMFtqvgeo4i6jcDgDhoEEICrMOYD",
  "g4Ly/+MYxD8KiKY0AC68YF40kALjDFAHMEoAQwHQCwKAOIgAFlsI1////3ei///+shwYkEIAt7AwCgpAwLgUAwNAfA1xfZAybl/A",
  "/+MYxE8MMKY0AAH8QMbYcwMLYQQWA2GjgYCwChYeKO0kAj/////cR43Xa/////3TYGmLCKN+vIzSacbjKTYXtipb8wEfA0AC/+MY",
  "xFkMOKZEAVYAAJX/W/gIsKIFIDkDFEr//8d5JDkJhdJc6bf//5ocRN1gQgf/+sCEAdAgcP//yoENB4caQ///96EGss09/+MYxGMX",
  "sZ6MKZtoAGmq1bbWVteaOjJ2y5cuucg1A6jJIknrRk8yYvMrVq13GlxoUNxBsQVwU7IbiL8FdCVMQU1FMy4xMDBV/+MYxD8NILaE",
  "QcwIAVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV",
].join("");

function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** A one-page PDF showing the text. */
export function pdfFile(name: string, text = name): File {
  const content = `BT /F1 18 Tf 56 780 Td (${text.replace(/[\\()]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new File([body], name, { type: "application/pdf" });
}

/** A short audio recording. */
export function mp3File(name: string): File {
  return new File([decodeBase64(TONE_MP3_BASE64)], name, { type: "audio/mpeg" });
}

/** A video whose processing fails: an MP4 header, then bytes no decoder understands. */
export function brokenVideoFile(name: string): File {
  const header = [0, 0, 0, 24, ...Array.from("ftypisom", (c) => c.charCodeAt(0)), 0, 0, 2, 0];
  const brand = Array.from("isomiso2", (c) => c.charCodeAt(0));
  const noise = Array.from({ length: 512 }, (_, index) => (index * 37 + 11) % 256);
  return new File([new Uint8Array([...header, ...brand, ...noise])], name, { type: "video/mp4" });
}

/** A plain text file (a type no upload rule of the journey accepts). */
export function textFile(name: string, text = "Notes"): File {
  return new File([text], name, { type: "text/plain" });
}
