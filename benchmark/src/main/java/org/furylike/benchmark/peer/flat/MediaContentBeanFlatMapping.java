package org.furylike.benchmark.peer.flat;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.StringVector;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.furylike.benchmark.data.Image;
import org.furylike.benchmark.data.ImageBean;
import org.furylike.benchmark.data.Media;
import org.furylike.benchmark.data.MediaBean;
import org.furylike.benchmark.data.MediaContentBean;
import org.furylike.benchmark.fbs.FbImage;
import org.furylike.benchmark.fbs.FbMedia;
import org.furylike.benchmark.fbs.FbMediaContent;
import org.furylike.benchmark.fbs.FbMediaContentT;

/**
 * Writes {@link MediaContentBean} into a flatbuffer of MEDIA_CONTENT's schema and reads it back,
 * through the beans' getters and setters, in the order {@link MediaContentFlatMapping} uses.
 */
final class MediaContentBeanFlatMapping implements FlatMapping<MediaContentBean, FbMediaContentT> {
  private static final Media.Player[] PLAYERS = Media.Player.values();
  private static final Image.Size[] SIZES = Image.Size.values();

  @Override
  public int write(FlatBufferBuilder b, MediaContentBean c) {
    int media = c.getMedia() == null ? 0 : writeMedia(b, c.getMedia());
    int images = 0;
    List<ImageBean> list = c.getImages();
    if (list != null) {
      int[] offsets = new int[list.size()];
      for (int i = 0; i < offsets.length; i++) {
        offsets[i] = writeImage(b, list.get(i));
      }
      images = FbMediaContent.createImagesVector(b, offsets);
    }
    FbMediaContent.startFbMediaContent(b);
    FbMediaContent.addMedia(b, media);
    FbMediaContent.addImages(b, images);
    return FbMediaContent.endFbMediaContent(b);
  }

  private static int writeMedia(FlatBufferBuilder b, MediaBean m) {
    int uri = b.createString(m.getUri());
    int title = m.getTitle() == null ? 0 : b.createString(m.getTitle());
    int format = b.createString(m.getFormat());
    int persons = 0;
    List<String> list = m.getPersons();
    if (list != null) {
      int[] offsets = new int[list.size()];
      for (int i = 0; i < offsets.length; i++) {
        offsets[i] = b.createString(list.get(i));
      }
      persons = FbMedia.createPersonsVector(b, offsets);
    }
    int copyright = m.getCopyright() == null ? 0 : b.createString(m.getCopyright());
    FbMedia.startFbMedia(b);
    FbMedia.addDuration(b, m.getDuration());
    FbMedia.addSize(b, m.getSize());
    FbMedia.addUri(b, uri);
    FbMedia.addTitle(b, title);
    FbMedia.addWidth(b, m.getWidth());
    FbMedia.addHeight(b, m.getHeight());
    FbMedia.addFormat(b, format);
    FbMedia.addBitrate(b, m.getBitrate());
    FbMedia.addPersons(b, persons);
    FbMedia.addCopyright(b, copyright);
    FbMedia.addHasBitrate(b, m.isHasBitrate());
    FbMedia.addPlayer(b, (byte) m.getPlayer().ordinal());
    return FbMedia.endFbMedia(b);
  }

  private static int writeImage(FlatBufferBuilder b, ImageBean i) {
    int uri = b.createString(i.getUri());
    int title = i.getTitle() == null ? 0 : b.createString(i.getTitle());
    int media = i.getMedia() == null ? 0 : writeMedia(b, i.getMedia());
    FbImage.startFbImage(b);
    FbImage.addUri(b, uri);
    FbImage.addTitle(b, title);
    FbImage.addWidth(b, i.getWidth());
    FbImage.addHeight(b, i.getHeight());
    FbImage.addMedia(b, media);
    FbImage.addSize(b, (byte) i.getSize().ordinal());
    return FbImage.endFbImage(b);
  }

  @Override
  public MediaContentBean read(ByteBuffer bb) {
    FbMediaContent f = FbMediaContent.getRootAsFbMediaContent(bb);
    MediaContentBean c = new MediaContentBean();
    FbMedia media = f.media();
    c.setMedia(media == null ? null : readMedia(media));
    int n = f.imagesLength();
    List<ImageBean> images = new ArrayList<>(n);
    FbImage image = new FbImage();
    for (int i = 0; i < n; i++) {
      images.add(readImage(f.images(image, i)));
    }
    c.setImages(images);
    return c;
  }

  private static MediaBean readMedia(FbMedia f) {
    MediaBean m = new MediaBean();
    m.setUri(f.uri());
    m.setTitle(f.title());
    m.setWidth(f.width());
    m.setHeight(f.height());
    m.setFormat(f.format());
    m.setDuration(f.duration());
    m.setSize(f.size());
    m.setBitrate(f.bitrate());
    m.setHasBitrate(f.hasBitrate());
    StringVector persons = f.personsVector();
    int n = persons == null ? 0 : persons.length();
    List<String> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      list.add(persons.get(i));
    }
    m.setPersons(list);
    m.setPlayer(PLAYERS[f.player()]);
    m.setCopyright(f.copyright());
    return m;
  }

  private static ImageBean readImage(FbImage f) {
    ImageBean i = new ImageBean();
    i.setUri(f.uri());
    i.setTitle(f.title());
    i.setWidth(f.width());
    i.setHeight(f.height());
    i.setSize(SIZES[f.size()]);
    FbMedia media = f.media();
    i.setMedia(media == null ? null : readMedia(media));
    return i;
  }

  @Override
  public int pack(FlatBufferBuilder b, FbMediaContentT message) {
    return FbMediaContent.pack(b, message);
  }

  @Override
  public FbMediaContentT unpack(ByteBuffer bb) {
    return FbMediaContent.getRootAsFbMediaContent(bb).unpack();
  }
}
