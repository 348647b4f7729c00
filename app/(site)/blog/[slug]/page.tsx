import { notFound } from 'next/navigation';
import { BlogPost, postMetadata, postStaticParams } from '@/components/templates/blog-post';
import { getPostBySlug } from '@/lib/content/blog';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = postStaticParams;

export async function generateMetadata({ params }: Props) {
  return postMetadata((await params).slug);
}

export default async function PostPage({ params }: Props) {
  const post = getPostBySlug((await params).slug);
  if (!post) notFound();
  return <BlogPost post={post} />;
}
