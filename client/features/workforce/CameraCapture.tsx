// The photo mode's live camera: the device's camera in the dialog (the back one on a phone), and "Scatta"
// turns the current frame into a JPEG file, handed over as if it had been chosen from the disk, so the
// preview and Save work the same for both ways. The camera is switched off as soon as it is not shown.
import { useEffect, useRef, useState } from "react";
import { Button, Callout, Intent } from "@blueprintjs/core";
import { CameraIcon } from "@blueprintjs/icons";
import { t } from "../../i18n/i18n";

const JPEG_QUALITY = 0.9;

export function cameraAvailable(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

export function CameraCapture({ onCapture }: { onCapture: (file: File) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const start = async () => {
    setFailure(null);
    setStarting(true);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }));
    } catch (error) {
      // NotAllowedError: the user (or the browser's settings) refused; anything else: no usable camera.
      setFailure(error instanceof DOMException && error.name === "NotAllowedError" ? t("wfCameraRefused") : t("wfCameraMissing"));
    } finally {
      setStarting(false);
    }
  };

  const shoot = () => {
    const frame = video.current;
    if (!frame || frame.videoWidth === 0) return;
    const canvas = document.createElement("canvas");
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    canvas.getContext("2d")?.drawImage(frame, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return setFailure(t("wfCameraMissing"));
        onCapture(new File([blob], `foto-${new Date().toISOString().slice(0, 10)}.jpg`, { type: "image/jpeg" }));
        setStream(null);
      },
      "image/jpeg",
      JPEG_QUALITY,
    );
  };

  if (!stream) {
    return (
      <div className="camera-capture">
        <Button icon={<CameraIcon />} text={t("wfCameraStart")} loading={starting} onClick={() => void start()} />
        {failure && <Callout intent={Intent.WARNING} className="camera-capture__failure">{failure}</Callout>}
      </div>
    );
  }
  return (
    <div className="camera-capture">
      <video ref={video} className="camera-capture__video" autoPlay playsInline muted aria-label={t("wfCameraLive")} />
      <div className="camera-capture__actions">
        <Button intent={Intent.PRIMARY} icon={<CameraIcon />} text={t("wfCameraShoot")} onClick={shoot} />
        <Button text={t("wfCameraStop")} onClick={() => setStream(null)} />
      </div>
    </div>
  );
}
