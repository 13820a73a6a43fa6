// The floor: the text alone, server-rendered.
import { FloorText } from "../floor-text";

export default function FloorPage() {
  return <FloorText />;
}
